package payment

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/mollie"
)

// What needs the organisers' attention as the store keeps it: payments the bank took
// back (chargebacks) and the problems and notices raised about a payment or refund.

// raiseProblem puts the refund id on the organisers' list with why (Attention…), Mollie's
// or our detail and, unless "", a new status, in tx. raised is false when it is there
// already or was settled by hand; tell is true the first time in the refund's life, so
// the organisers are mailed once per refund.
func (s store) raiseProblem(ctx context.Context, tx bun.Tx, id, why, detail, status string, now time.Time) (raised, tell bool, err error) {
	var told []bool
	err = tx.NewRaw(`WITH before AS (SELECT id, organisers_told_at FROM refunds WHERE id = ? FOR UPDATE)
		UPDATE refunds r SET problem = ?, problem_detail = NULLIF(?, ''), problem_at = ?, status = COALESCE(NULLIF(?, ''), r.status),
			organisers_told_at = COALESCE(r.organisers_told_at, ?), updated_at = ?
		FROM before WHERE r.id = before.id AND (r.problem IS NULL OR r.problem = ?) AND r.handled_at IS NULL
		RETURNING before.organisers_told_at IS NOT NULL`, id, why, detail, now, status, now, now, AttentionStalePayment).Scan(ctx, &told)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return false, false, fmt.Errorf("raise refund problem %s: %w", id, err)
	}
	if len(told) == 0 {
		return false, false, nil
	}
	return true, !told[0], nil
}

// unsettled lists the Mollie ids of payments whose money may still move: with a refund
// at Mollie that has not ended yet (queued, pending, processing) and was last updated
// before to, or charged back and created after from (a bank may reverse it).
func (s store) unsettled(ctx context.Context, from, to time.Time) ([]string, error) {
	var ids []string
	if err := s.db.NewRaw(`SELECT p.mollie_id FROM refunds r JOIN payments p ON p.id = r.payment_id
		WHERE r.status IN (?, ?, ?) AND r.updated_at <= ?
		UNION SELECT mollie_id FROM payments WHERE charged_back_cents > 0 AND created_at > ? LIMIT 500`,
		RefundQueued, RefundPending, RefundProcessing, to, from).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("list unsettled payments: %w", err)
	}
	return ids, nil
}

// attentionColumns select an Attention from refunds r joined with payments p.
var attentionColumns = func() bun.Safe {
	var b strings.Builder
	b.WriteString(`r.id, r.amount_cents, r.description, r.status, r.problem, r.problem_detail, r.problem_at, r.attempts,
		r.mollie_refund_id, r.created_at, p.mollie_id AS mollie_payment_id, p.subject_kind, CASE p.subject_kind`)
	for _, k := range slices.Sorted(maps.Keys(kinds)) {
		fmt.Fprintf(&b, " WHEN '%s' THEN p.%s", k, kinds[k].column)
	}
	b.WriteString(" END AS subject_id")
	return bun.Safe(b.String())
}()

// attention lists the refunds with a problem not settled by hand, oldest problem first.
func (s store) attention(ctx context.Context) ([]Attention, error) {
	out := []Attention{}
	if err := s.db.NewRaw(`SELECT ? FROM refunds r JOIN payments p ON p.id = r.payment_id
		WHERE r.problem IS NOT NULL AND r.handled_at IS NULL AND r.replaced_by IS NULL
		UNION ALL SELECT h.id, h.amount_cents, '', '', h.reason, NULL, h.created_at, 0, NULL, h.created_at, '', 'booking', h.booking_id
		FROM owed_by_hand h WHERE h.handled_at IS NULL
		ORDER BY problem_at, id LIMIT 500`, attentionColumns).Scan(ctx, &out); err != nil {
		return nil, fmt.Errorf("list refunds needing attention: %w", err)
	}
	return out, nil
}

// chargedBack is how many cents of the payment the payer's bank holds, as recorded;
// lock takes the payment's row lock.
func (s store) chargedBack(ctx context.Context, db bun.IDB, molliePaymentID string, lock bool) (int, error) {
	q := `SELECT charged_back_cents FROM payments WHERE mollie_id = ?`
	if lock {
		q += ` FOR UPDATE`
	}
	var cents int
	err := db.NewRaw(q, molliePaymentID).Scan(ctx, &cents)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrUnknownPayment
	}
	if err != nil {
		return 0, fmt.Errorf("find chargeback: %w", err)
	}
	return cents, nil
}

// recordChargebacks stores the payment's chargebacks as Mollie lists them, in tx: a new
// one is added, a known one takes its reversal.
func (s store) recordChargebacks(ctx context.Context, tx bun.Tx, molliePaymentID string, list []mollie.Chargeback) error {
	for _, cb := range list {
		cents, err := cb.Amount.Cents()
		if err != nil {
			return fmt.Errorf("chargeback %s: %w", cb.ID, err)
		}
		if _, err := tx.NewRaw(`INSERT INTO chargebacks (payment_id, mollie_chargeback_id, amount_cents, created_at, reversed_at)
			SELECT id, ?, ?, ?, ? FROM payments WHERE mollie_id = ?
			ON CONFLICT (mollie_chargeback_id) DO UPDATE SET reversed_at = EXCLUDED.reversed_at`,
			cb.ID, cents, cb.CreatedAt, cb.ReversedAt, molliePaymentID).Exec(ctx); err != nil {
			return fmt.Errorf("record chargeback %s: %w", cb.ID, err)
		}
	}
	return nil
}

// chargebacksNotRecorded lists the Mollie ids of our payments that list has a chargeback
// of which the ledger does not know, or not in its reversal.
func (s store) chargebacksNotRecorded(ctx context.Context, list []mollie.Chargeback) ([]string, error) {
	var ids []string
	for _, cb := range list {
		var known bool
		if err := s.db.NewRaw(`SELECT NOT EXISTS (SELECT 1 FROM payments WHERE mollie_id = ?) OR EXISTS (SELECT 1 FROM chargebacks
			WHERE mollie_chargeback_id = ? AND (reversed_at IS NOT NULL) = ?)`, cb.PaymentID, cb.ID, cb.ReversedAt != nil).Scan(ctx, &known); err != nil {
			return nil, fmt.Errorf("find chargeback %s: %w", cb.ID, err)
		}
		if !known && !slices.Contains(ids, cb.PaymentID) {
			ids = append(ids, cb.PaymentID)
		}
	}
	return ids, nil
}

// setChargedBack records that the payer's bank holds cents of the payment, in tx.
func (s store) setChargedBack(ctx context.Context, tx bun.Tx, molliePaymentID string, cents int) error {
	if _, err := tx.NewRaw(`UPDATE payments SET charged_back_cents = ? WHERE mollie_id = ?`, cents, molliePaymentID).Exec(ctx); err != nil {
		return fmt.Errorf("record chargeback: %w", err)
	}
	return nil
}

// releaseChargedBack takes the refunds of the payment paymentID held back for a
// chargeback off the organisers' list, requested again, in tx; it returns their ids.
func (s store) releaseChargedBack(ctx context.Context, tx bun.Tx, paymentID string, now time.Time) ([]string, error) {
	var ids []string
	if err := tx.NewRaw(`UPDATE refunds SET problem = NULL, problem_detail = NULL, problem_at = NULL, retry_since = ?, updated_at = ?
		WHERE payment_id = ? AND problem = ? AND handled_at IS NULL AND status = ? RETURNING id`,
		now, now, paymentID, AttentionChargedBack, RefundRequested).Scan(ctx, &ids); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("release refunds held for a chargeback: %w", err)
	}
	return ids, nil
}

// informProblem puts the refund id on the organisers' list with why, a problem that only
// informs (AttentionStalePayment), and detail, in tx; it holds nothing back and mails
// nobody.
func (s store) informProblem(ctx context.Context, tx bun.Tx, id, why, detail string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE refunds SET problem = ?, problem_detail = NULLIF(?, ''), problem_at = ?, updated_at = ?
		WHERE id = ? AND problem IS NULL AND handled_at IS NULL`, why, detail, now, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("note refund %s for the organisers: %w", id, err)
	}
	return nil
}

// dismissInformed takes the refund id off the organisers' list when its line only
// informs (AttentionStalePayment), in tx; the refund itself goes on. dismissed is false
// for any other refund.
func (s store) dismissInformed(ctx context.Context, tx bun.Tx, id string, now time.Time) (dismissed bool, err error) {
	res, err := tx.NewRaw(`UPDATE refunds SET problem = NULL, problem_detail = NULL, problem_at = NULL, updated_at = ?
		WHERE id = ? AND problem = ? AND handled_at IS NULL`, now, id, AttentionStalePayment).Exec(ctx)
	return affected(res, err, "dismiss refund line")
}

// informs tells whether the refund id is on the organisers' list only to inform them
// (AttentionStalePayment), in tx.
func (s store) informs(ctx context.Context, tx bun.Tx, id string) (bool, error) {
	var found bool
	if err := tx.NewRaw(`SELECT EXISTS (SELECT 1 FROM refunds WHERE id = ? AND problem = ? AND handled_at IS NULL)`,
		id, AttentionStalePayment).Scan(ctx, &found); err != nil {
		return false, fmt.Errorf("find refund line: %w", err)
	}
	return found, nil
}
