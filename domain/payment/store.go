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
