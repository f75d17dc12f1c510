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

// store holds the SQL of the payments and refunds tables.
type store struct{ db *bun.DB }

// row is a payment we created.
type row struct {
	ID          string  `bun:"id"`
	Subject     Subject `bun:"embed:subject_"`
	Status      string  `bun:"status"`
	AmountCents int     `bun:"amount_cents"`
}

// rowColumns selects a row: the subject's id is read from the column its kind names.
var rowColumns = func() bun.Safe {
	var b strings.Builder
	b.WriteString("id, subject_kind, CASE subject_kind")
	for _, k := range slices.Sorted(maps.Keys(kinds)) {
		fmt.Fprintf(&b, " WHEN '%s' THEN %s", k, kinds[k].column)
	}
	b.WriteString(" END AS subject_id, status, amount_cents")
	return bun.Safe(b.String())
}()

// known returns r, or ErrUnknownKind when its subject is of a kind kinds does not list.
func (r row) known() (row, error) {
	if _, err := kindOf(r.Subject.Kind); err != nil {
		return row{}, fmt.Errorf("payment %s: %w", r.ID, err)
	}
	return r, nil
}

// idColumn is the payments column holding the id of subject.
func idColumn(subject Subject) (bun.Ident, error) {
	k, err := kindOf(subject.Kind)
	if err != nil {
		return "", err
	}
	return bun.Ident(k.column), nil
}

// byMollieID finds a payment by its Mollie id; lock takes its row lock, one that lets a
// refund of the payment be recorded meanwhile (FOR NO KEY UPDATE): a sync holding it
// waits for the payee's booking, which a cancel holds while it records its refund.
// ErrUnknownPayment when there is none.
func (s store) byMollieID(ctx context.Context, db bun.IDB, molliePaymentID string, lock bool) (row, error) {
	var r row
	q := `SELECT ? FROM payments WHERE mollie_id = ?`
	if lock {
		q += ` FOR NO KEY UPDATE`
	}
	err := db.NewRaw(q, rowColumns, molliePaymentID).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return row{}, ErrUnknownPayment
	}
	if err != nil {
		return row{}, fmt.Errorf("find payment: %w", err)
	}
	return r.known()
}

// count is how many payments a subject has had.
func (s store) count(ctx context.Context, subject Subject) (int, error) {
	column, err := idColumn(subject)
	if err != nil {
		return 0, err
	}
	var n int
	if err := s.db.NewRaw(`SELECT count(*) FROM payments WHERE ? = ?`, column, subject.ID).Scan(ctx, &n); err != nil {
		return 0, fmt.Errorf("count payments: %w", err)
	}
	return n, nil
}

// insert records a payment for a subject, in tx.
func (s store) insert(ctx context.Context, tx bun.Tx, subject Subject, p mollie.Payment, amountCents int) error {
	column, err := idColumn(subject)
	if err != nil {
		return err
	}
	if _, err := tx.NewRaw(`INSERT INTO payments (mollie_id, subject_kind, ?, amount_cents, status, checkout_url, mode)
		VALUES (?, ?, ?, ?, ?, ?, NULLIF(?, ''))`,
		column, p.ID, subject.Kind, subject.ID, amountCents, p.Status, p.CheckoutURL, p.Mode).Exec(ctx); err != nil {
		return fmt.Errorf("record payment: %w", err)
	}
	return nil
}

// statusRank orders a payment's statuses as Mollie moves them: open, then pending, then
// authorized, then one that ends it (paid, failed, canceled, expired).
const statusRank = `CASE %s WHEN 'open' THEN 0 WHEN 'pending' THEN 1 WHEN 'authorized' THEN 2 ELSE 3 END`

// setStatus stores a payment's Mollie status, method and mode (and, once paid, when), in tx, when the status is
// the stored one or further along: a stale read never takes a payment back. moved is
// false when the stored status is further along than status.
func (s store) setStatus(ctx context.Context, tx bun.Tx, id string, p mollie.Payment, now time.Time) (moved bool, err error) {
	var paidAt *time.Time
	if p.Status == mollie.StatusPaid {
		paidAt = &now
		if p.PaidAt != nil {
			paidAt = p.PaidAt
		}
	}
	res, err := tx.NewRaw(`UPDATE payments SET status = ?, method = NULLIF(?, ''), mode = COALESCE(NULLIF(?, ''), mode),
		paid_at = COALESCE(paid_at, ?), updated_at = ?
		WHERE id = ? AND (status = ? OR `+fmt.Sprintf(statusRank, "status")+` < `+fmt.Sprintf(statusRank, "?::text")+`)`,
		p.Status, p.Method, p.Mode, paidAt, now, id, p.Status, p.Status).Exec(ctx)
	return affected(res, err, "update payment")
}

// open lists the Mollie ids of payments still open that were created between from and to.
func (s store) open(ctx context.Context, from, to time.Time) ([]string, error) {
	var ids []string
	err := s.db.NewRaw(`SELECT mollie_id FROM payments WHERE status IN ('open', 'pending', 'authorized')
		AND created_at <= ? AND created_at > ? ORDER BY created_at LIMIT 500`, to, from).Scan(ctx, &ids)
	if err != nil {
		return nil, fmt.Errorf("list open payments: %w", err)
	}
	return ids, nil
}

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

// affected tells whether the statement that gave res changed a row.
func affected(res sql.Result, err error, what string) (bool, error) {
	if err != nil {
		return false, fmt.Errorf("%s: %w", what, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("%s: %w", what, err)
	}
	return n == 1, nil
}

// refundExists tells whether the ledger holds the refund id.
func (s store) refundExists(ctx context.Context, tx bun.Tx, id string) (bool, error) {
	var found bool
	if err := tx.NewRaw(`SELECT EXISTS (SELECT 1 FROM refunds WHERE id = ?0) OR EXISTS (SELECT 1 FROM owed_by_hand WHERE id = ?0)`, id).Scan(ctx, &found); err != nil {
		return false, fmt.Errorf("find refund: %w", err)
	}
	return found, nil
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

// adoptOutside gives Mollie's refund m of cents, made outside the shop, to the oldest
// row of the payment the organisers settled by hand that is of its amount and has no
// Mollie refund, in tx. adopted is false when there is none, or m did not pay out
// (failed, canceled).
func (s store) adoptOutside(ctx context.Context, tx bun.Tx, molliePaymentID string, m mollie.Refund, cents int, now time.Time) (adopted bool, err error) {
	if m.Status == RefundFailed || m.Status == RefundCanceled {
		return false, nil
	}
	res, err := tx.NewRaw(`UPDATE refunds SET mollie_refund_id = ?, status = ?, refunded_at = `+refundedAt+`, updated_at = ?
		WHERE id = (SELECT r.id FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.mollie_id = ? AND r.mollie_refund_id IS NULL
			AND r.amount_cents = ? AND r.handled_at IS NOT NULL ORDER BY r.handled_at, r.id LIMIT 1 FOR UPDATE OF r)`,
		m.ID, m.Status, m.Status, now, now, molliePaymentID, cents).Exec(ctx)
	return affected(res, err, "adopt refund "+m.ID)
}

// insertOutside records Mollie's refund m of cents, made outside the shop, as a row of
// its own (cause OutsideCause + its id), in tx, and returns the row's id; "" when it is
// there already.
func (s store) insertOutside(ctx context.Context, tx bun.Tx, molliePaymentID string, m mollie.Refund, cents int, description string,
	now time.Time) (id string, err error) {
	created := m.CreatedAt
	if created.IsZero() {
		created = now
	}
	var ids []string
	if err := tx.NewRaw(`INSERT INTO refunds (payment_id, cause, mollie_refund_id, amount_cents, description, status, refunded_at,
		retry_since, created_at, updated_at)
		SELECT id, ?, ?, ?, ?, ?, `+refundedAt+`, ?, ?, ? FROM payments WHERE mollie_id = ? ON CONFLICT DO NOTHING RETURNING id`,
		OutsideCause+m.ID, m.ID, cents, description, m.Status, m.Status, now, now, created, now, molliePaymentID).Scan(ctx, &ids); err != nil &&
		!errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("record refund %s: %w", m.ID, err)
	}
	if len(ids) == 0 {
		return "", nil
	}
	return ids[0], nil
}
