package ledger

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// store holds the ledger's SQL: it reads the views the payment, booking, voucher,
// invoice and account packages publish for the books, and writes nothing.
type store struct{ db *bun.DB }

// paidFor joins to the movements aliased m the payment each belongs to (p) and, when that
// pays a change of a booking, the change's booking (c).
const paidFor = `LEFT JOIN payment_subjects p ON p.id = m.payment_id LEFT JOIN bookings_of_changes c ON c.change_id = p.booking_change_id`

// movements are the branches of the ledger, one per owner's view of its movements, each
// selecting the columns of Entry in this order: at, kind, amount_cents, status,
// mollie_payment_id, mollie_id, booking_id, voucher_id, quote_id, invoice, recorded_by.
// The views name the kinds (Kind*). ?0 is now: nothing is dated after it.
var movements = []string{
	// money in and out at Mollie and by hand, with the payment it moved and who settled
	// it by hand
	`SELECT m.at, m.kind, m.amount_cents, m.status, p.mollie_id AS mollie_payment_id, m.mollie_id,
		COALESCE(m.booking_id, p.booking_id, c.booking_id) AS booking_id, p.voucher_id, p.quote_id, NULL AS invoice, u.name AS recorded_by
	FROM payment_movements m ` + paidFor + ` LEFT JOIN user_names u ON u.id = m.handled_by`,
	// money in outside Mollie, recorded at the booking desk
	`SELECT m.at, m.kind, m.amount_cents, '', NULL, NULL, m.booking_id, NULL, NULL, NULL, m.recorded_by_name
	FROM booking_movements m`,
	// a voucher's balance moving, call-off credit issued and what was left on a voucher
	// when it expired (not yet at now)
	`SELECT m.at, m.kind, m.amount_cents, '', NULL, NULL, m.booking_id, m.voucher_id, NULL, NULL, NULL
	FROM voucher_movements m WHERE m.kind <> '` + KindVoucherExpired + `' OR m.at <= ?0`,
	// the invoices and credit notes, with the payment they are for
	`SELECT m.at, m.kind, m.amount_cents, '', p.mollie_id, NULL, COALESCE(m.booking_id, p.booking_id, c.booking_id), m.voucher_id, m.quote_id,
		m.number, NULL
	FROM invoice_entries m ` + paidFor,
}

// entries lists the movements whose moment falls in p and is not after now, oldest first.
func (s store) entries(ctx context.Context, p Period, now time.Time) ([]Entry, error) {
	out := []Entry{}
	err := s.db.NewRaw(`SELECT * FROM (`+strings.Join(movements, "\n\tUNION ALL\n\t")+`) e
		WHERE e.at >= ?1 AND e.at < ?2 ORDER BY e.at, e.kind LIMIT 100000`, now, p.From, p.To).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	return out, nil
}

// liability lists the vouchers spendable at at with their balance then (value plus the
// movements of its balance before at), oldest first.
func (s store) liability(ctx context.Context, at time.Time) ([]Liability, error) {
	out := []Liability{}
	err := s.db.NewRaw(`SELECT * FROM (
		SELECT v.id AS voucher_id, v.credit_booking_id IS NOT NULL AS credit, v.credit_booking_id AS booking_id, v.paid_at AS issued_at,
			v.valid_until, v.value_cents, v.bonus_cents,
			v.value_cents + COALESCE((SELECT sum(m.amount_cents) FROM voucher_movements m
				WHERE m.voucher_id = v.id AND m.balance AND m.at < ?0), 0)::int
				AS balance_cents
		FROM voucher_balances v WHERE v.payment_status = 'PAID' AND v.paid_at < ?0 AND v.valid_until > ?0
			AND (v.charged_back_at IS NULL OR v.charged_back_at >= ?0)
	) l WHERE l.balance_cents > 0 ORDER BY l.issued_at, l.voucher_id LIMIT 100000`, at).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("voucher liability: %w", err)
	}
	return out, nil
}
