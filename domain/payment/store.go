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

// byMollieID finds a payment by its Mollie id; lock takes its row lock. ErrUnknownPayment
// when there is none.
func (s store) byMollieID(ctx context.Context, db bun.IDB, molliePaymentID string, lock bool) (row, error) {
	var r row
	q := `SELECT ? FROM payments WHERE mollie_id = ?`
	if lock {
		q += ` FOR UPDATE`
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
	if _, err := tx.NewRaw(`INSERT INTO payments (mollie_id, subject_kind, ?, amount_cents, status, checkout_url) VALUES (?, ?, ?, ?, ?, ?)`,
		column, p.ID, subject.Kind, subject.ID, amountCents, p.Status, p.CheckoutURL).Exec(ctx); err != nil {
		return fmt.Errorf("record payment: %w", err)
	}
	return nil
}

// setStatus stores a payment's Mollie status and method, in tx.
func (s store) setStatus(ctx context.Context, tx bun.Tx, id, status, method string, now time.Time) error {
	if _, err := tx.NewRaw(`UPDATE payments SET status = ?, method = NULLIF(?, ''), updated_at = ? WHERE id = ?`,
		status, method, now, id).Exec(ctx); err != nil {
		return fmt.Errorf("update payment: %w", err)
	}
	return nil
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

// insertRefund records a refund Mollie accepted; recording it twice keeps one row.
func (s store) insertRefund(ctx context.Context, molliePaymentID string, r mollie.Refund, amountCents int) error {
	_, err := s.db.NewRaw(`INSERT INTO refunds (payment_id, mollie_refund_id, amount_cents, status)
		SELECT id, ?, ?, ? FROM payments WHERE mollie_id = ? ON CONFLICT (mollie_refund_id) DO NOTHING`,
		r.ID, amountCents, r.Status, molliePaymentID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("record refund: %w", err)
	}
	return nil
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

// setRefundStatus stores a refund's Mollie status, in tx; failed reports whether the
// refund just moved to failed or canceled (so it is told once).
func (s store) setRefundStatus(ctx context.Context, tx bun.Tx, mollieRefundID, status string, now time.Time) (failed bool, err error) {
	var moved []string
	err = tx.NewRaw(`UPDATE refunds SET status = ?, updated_at = ? WHERE mollie_refund_id = ? AND status <> ?
		AND ? IN ('queued', 'pending', 'processing', 'refunded', 'failed', 'canceled') RETURNING status`,
		status, now, mollieRefundID, status, status).Scan(ctx, &moved)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return false, fmt.Errorf("update refund: %w", err)
	}
	return len(moved) == 1 && (status == "failed" || status == "canceled"), nil
}

// setChargedBack raises a payment's charged-back amount to cents, in tx; raised reports
// whether it was lower before.
func (s store) setChargedBack(ctx context.Context, tx bun.Tx, molliePaymentID string, cents int) (r row, raised bool, err error) {
	var rows []row
	err = tx.NewRaw(`UPDATE payments SET charged_back_cents = ? WHERE mollie_id = ? AND charged_back_cents < ?
		RETURNING ?`, cents, molliePaymentID, cents, rowColumns).Scan(ctx, &rows)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return row{}, false, fmt.Errorf("record chargeback: %w", err)
	}
	if len(rows) == 0 {
		return row{}, false, nil
	}
	r, err = rows[0].known()
	return r, err == nil, err
}
