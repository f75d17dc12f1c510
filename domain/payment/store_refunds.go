package payment

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"wandelwijs.nl/platform/mollie"
)

// The refund ledger as the store keeps it (refunds, owed_by_hand): a refund asked for
// once per cause, its state at Mollie, the ones still due, and money owed by hand.

// refundRow is a refund of the ledger, with the Mollie id of its payment.
type refundRow struct {
	ID              string     `bun:"id"`
	MolliePaymentID string     `bun:"mollie_payment_id"`
	Cause           string     `bun:"cause"`
	AmountCents     int        `bun:"amount_cents"`
	Description     string     `bun:"description"`
	Status          string     `bun:"status"`
	IdempotencyKey  string     `bun:"idempotency_key"`
	RetrySince      time.Time  `bun:"retry_since"`
	Problem         *string    `bun:"problem"`
	HandledAt       *time.Time `bun:"handled_at"`
}

// requestRefund writes the refund args asks for, in tx; created is false when a refund
// for the same cause exists already. ErrUnknownPayment when the payment is not ours.
func (s store) requestRefund(ctx context.Context, tx bun.Tx, args RefundArgs, now time.Time) (id string, created bool, err error) {
	p, err := s.byMollieID(ctx, tx, args.MolliePaymentID, false)
	if err != nil {
		return "", false, err
	}
	var ids []string
	if err := tx.NewRaw(`INSERT INTO refunds (payment_id, cause, amount_cents, description, status, retry_since, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (cause) DO NOTHING RETURNING id`,
		p.ID, args.Key, args.AmountCents, args.Description, RefundRequested, now, now, now).Scan(ctx, &ids); err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", false, fmt.Errorf("request refund: %w", err)
	}
	if len(ids) == 0 {
		return "", false, nil
	}
	return ids[0], true, nil
}

// refund returns the refund id of the ledger.
func (s store) refund(ctx context.Context, id string) (refundRow, error) {
	var r refundRow
	if err := s.db.NewRaw(`SELECT r.id, p.mollie_id AS mollie_payment_id, r.cause, r.amount_cents, r.description, r.status,
		r.idempotency_key, r.retry_since, r.problem, r.handled_at FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = ?`,
		id).Scan(ctx, &r); err != nil {
		return refundRow{}, fmt.Errorf("find refund %s: %w", id, err)
	}
	return r, nil
}

// refundMade records that Mollie made the requested refund id as m.
func (s store) refundMade(ctx context.Context, id string, m mollie.Refund, now time.Time) error {
	if _, err := s.db.NewRaw(`UPDATE refunds SET mollie_refund_id = ?, status = ?, refunded_at = `+refundedAt+`, updated_at = ?
		WHERE id = ? AND status = ?`,
		m.ID, m.Status, m.Status, now, now, id, RefundRequested).Exec(ctx); err != nil {
		return fmt.Errorf("record refund %s: %w", id, err)
	}
	return nil
}

// mollieRefundKnown tells whether a refund of the ledger is Mollie's refund mollieRefundID.
func (s store) mollieRefundKnown(ctx context.Context, db bun.IDB, mollieRefundID string) (bool, error) {
	var known bool
	if err := db.NewRaw(`SELECT EXISTS (SELECT 1 FROM refunds WHERE mollie_refund_id = ?)`, mollieRefundID).Scan(ctx, &known); err != nil {
		return false, fmt.Errorf("find Mollie refund %s: %w", mollieRefundID, err)
	}
	return known, nil
}

// refundTried records a failed call for the refund id, with its error; it returns since
// when the refund has been tried.
func (s store) refundTried(ctx context.Context, id, failure string, now time.Time) (since time.Time, err error) {
	if err := s.db.NewRaw(`UPDATE refunds SET attempts = attempts + 1, last_error = ?, updated_at = ? WHERE id = ? RETURNING retry_since`,
		failure, now, id).Scan(ctx, &since); err != nil {
		return time.Time{}, fmt.Errorf("record refund attempt %s: %w", id, err)
	}
	return since, nil
}

// hasRefunds tells whether we recorded any refund of the payment.
func (s store) hasRefunds(ctx context.Context, molliePaymentID string) (bool, error) {
	var found bool
	err := s.db.NewRaw(`SELECT EXISTS (SELECT 1 FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.mollie_id = ?)`,
		molliePaymentID).Scan(ctx, &found)
	if err != nil {
		return false, fmt.Errorf("find refunds: %w", err)
	}
	return found, nil
}

// refundedAt is a refund's refunded_at for the Mollie status and the moment that follow
// it as arguments: the moment when the status is refunded, else NULL.
const refundedAt = `CASE WHEN ?::text = 'refunded' THEN ?::timestamptz END`

// setRefundStatus stores a refund's Mollie status, in tx, and once it is refunded, when;
// failed is the refund's id when it just moved to failed or canceled (so it is told
// once), else "".
func (s store) setRefundStatus(ctx context.Context, tx bun.Tx, mollieRefundID, status string, now time.Time) (failed string, err error) {
	var moved []string
	err = tx.NewRaw(`UPDATE refunds SET status = ?, refunded_at = COALESCE(refunded_at, `+refundedAt+`), updated_at = ?
		WHERE mollie_refund_id = ? AND status <> ?
		AND ? IN ('queued', 'pending', 'processing', 'refunded', 'failed', 'canceled') RETURNING id`,
		status, status, now, now, mollieRefundID, status, status).Scan(ctx, &moved)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("update refund: %w", err)
	}
	if len(moved) == 1 && (status == RefundFailed || status == RefundCanceled) {
		return moved[0], nil
	}
	return "", nil
}

// dueRefunds lists the refunds still requested, with no problem and not settled by hand,
// that were written before to: each needs its job (lost in a restore or given up by the queue).
func (s store) dueRefunds(ctx context.Context, to time.Time) ([]string, error) {
	var ids []string
	if err := s.db.NewRaw(`SELECT id FROM refunds WHERE status = ? AND (problem IS NULL OR problem = ?) AND handled_at IS NULL AND created_at <= ?
		ORDER BY created_at LIMIT 500`, RefundRequested, AttentionStalePayment, to).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("list due refunds: %w", err)
	}
	return ids, nil
}

// retryRefund requests the refund id, on the organisers' list, again in tx and returns
// the id of the refund now requested ("" when id is not on the list). A refund Mollie
// made and then failed or canceled stays as it was, with its Mollie id, and a new row of
// the same amount replaces it; one Mollie never made is requested again itself, with a
// new idempotency key.
func (s store) retryRefund(ctx context.Context, tx bun.Tx, id string, now time.Time) (string, error) {
	var ids []string
	err := tx.NewRaw(`WITH old AS (
			SELECT * FROM refunds WHERE id = ?0 AND problem IS NOT NULL AND handled_at IS NULL AND replaced_by IS NULL
				AND mollie_refund_id IS NOT NULL AND status IN (?2, ?3) FOR UPDATE),
		made AS (INSERT INTO refunds (payment_id, cause, amount_cents, description, status, retry_since, created_at, updated_at)
			SELECT payment_id, cause || '-retry-' || id, amount_cents, description, ?1, ?4, ?4, ?4 FROM old RETURNING id),
		replaced AS (UPDATE refunds SET replaced_by = (SELECT id FROM made), updated_at = ?4 WHERE id IN (SELECT id FROM old)),
		again AS (UPDATE refunds SET status = ?1, idempotency_key = gen_random_uuid(), problem = NULL, problem_detail = NULL,
			problem_at = NULL, attempts = 0, last_error = NULL, retry_since = ?4, updated_at = ?4
			WHERE id = ?0 AND problem IS NOT NULL AND handled_at IS NULL AND replaced_by IS NULL AND mollie_refund_id IS NULL
				AND status IN (?1, ?2, ?3) RETURNING id)
		SELECT id FROM made UNION ALL SELECT id FROM again`,
		id, RefundRequested, RefundFailed, RefundCanceled, now).Scan(ctx, &ids)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("retry refund: %w", err)
	}
	if len(ids) == 0 {
		return "", nil
	}
	return ids[0], nil
}

// settleRefundByHand records that organiser by settled the refund id, on the organisers'
// list, by hand, in tx; settled is false when it is not on the list.
func (s store) settleRefundByHand(ctx context.Context, tx bun.Tx, id, by string, now time.Time) (settled bool, err error) {
	res, err := tx.NewRaw(`UPDATE refunds SET handled_at = ?, handled_by = ?, updated_at = ?
		WHERE id = ? AND problem IS NOT NULL AND handled_at IS NULL AND replaced_by IS NULL`, now, by, now, id).Exec(ctx)
	if settled, err := affected(res, err, "settle refund"); err != nil || settled {
		return settled, err
	}
	res, err = tx.NewRaw(`UPDATE owed_by_hand SET handled_at = ?, handled_by = ? WHERE id = ? AND handled_at IS NULL`, now, by, id).Exec(ctx)
	return affected(res, err, "settle money owed by hand")
}

// oweByHand records money owed by hand, in tx, once per cause.
func (s store) oweByHand(ctx context.Context, tx bun.Tx, args ByHandArgs, now time.Time) (bool, error) {
	res, err := tx.NewRaw(`INSERT INTO owed_by_hand (booking_id, amount_cents, reason, cause, created_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (cause) DO NOTHING`, args.BookingID, args.AmountCents, args.Reason, args.Key, now).Exec(ctx)
	return affected(res, err, "record money owed by hand")
}

// refundExists tells whether the ledger holds the refund id.
func (s store) refundExists(ctx context.Context, tx bun.Tx, id string) (bool, error) {
	var found bool
	if err := tx.NewRaw(`SELECT EXISTS (SELECT 1 FROM refunds WHERE id = ?0) OR EXISTS (SELECT 1 FROM owed_by_hand WHERE id = ?0)`, id).Scan(ctx, &found); err != nil {
		return false, fmt.Errorf("find refund: %w", err)
	}
	return found, nil
}

// refundable is what the bank holds of the refund id's payment, and what is left of the
// payment to refund besides the refund: its amount less the chargebacks and the other
// refunds Mollie made or is making.
func (s store) refundable(ctx context.Context, id string) (held, left int, err error) {
	var out struct {
		Held int `bun:"held"`
		Left int `bun:"left"`
	}
	if err := s.db.NewRaw(`SELECT p.charged_back_cents AS held, p.amount_cents - p.charged_back_cents - COALESCE((SELECT sum(o.amount_cents)
		FROM refunds o WHERE o.payment_id = p.id AND o.id <> r.id AND o.mollie_refund_id IS NOT NULL AND o.status NOT IN (?, ?)), 0) AS left
		FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = ?`, RefundFailed, RefundCanceled, id).Scan(ctx, &out); err != nil {
		return 0, 0, fmt.Errorf("find what is left to refund: %w", err)
	}
	return out.Held, out.Left, nil
}

// refundAwaited tells, in tx, whether a refund of cents of the payment is requested and
// its job still to make it: no Mollie refund yet, no problem (a line that only informs
// holds nothing back), not settled by hand.
func (s store) refundAwaited(ctx context.Context, tx bun.Tx, molliePaymentID string, cents int) (bool, error) {
	var awaited bool
	if err := tx.NewRaw(`SELECT EXISTS (SELECT 1 FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.mollie_id = ?
		AND r.amount_cents = ? AND r.status = ? AND r.mollie_refund_id IS NULL AND (r.problem IS NULL OR r.problem = ?)
		AND r.handled_at IS NULL)`,
		molliePaymentID, cents, RefundRequested, AttentionStalePayment).Scan(ctx, &awaited); err != nil {
		return false, fmt.Errorf("find awaited refund: %w", err)
	}
	return awaited, nil
}
