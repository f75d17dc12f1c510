package ledger

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// store holds the ledger's SQL: it reads payments, refunds, chargebacks, the voucher
// ledger, the vouchers, the invoices and the payments recorded outside Mollie, and
// writes nothing.
type store struct{ db *bun.DB }

// paid is every payment with what it belongs to: a booking (its own, or the booking of
// the change it pays), a voucher or a quote. The branches below read payments through it.
const paid = `paid AS (SELECT p.id, p.mollie_id, p.amount_cents, p.paid_at, COALESCE(p.booking_id, c.booking_id) AS booking_id,
	p.voucher_id, p.quote_id FROM payments p LEFT JOIN booking_changes c ON c.id = p.booking_change_id)`

// movements are the branches of the ledger, one per kind of movement, each selecting the
// columns of Entry in this order: at, kind, amount_cents, status, mollie_payment_id,
// mollie_id, booking_id, voucher_id, quote_id, invoice, recorded_by. A new kind of
// movement is one more branch. ?0 is
// now: nothing is dated after it.
var movements = []string{
	// money in at Mollie, when it was paid
	`SELECT p.paid_at AS at, 'payment' AS kind, p.amount_cents, '' AS status, p.mollie_id AS mollie_payment_id, NULL AS mollie_id,
		p.booking_id, p.voucher_id, p.quote_id, NULL AS invoice, NULL AS recorded_by
	FROM paid p WHERE p.paid_at IS NOT NULL`,
	// money out at Mollie, when Mollie made it (refunded_at): a refund on its way is in no
	// period yet; one made in Mollie's dashboard (cause payment.OutsideCause) has its own kind
	`SELECT r.refunded_at, CASE WHEN r.cause LIKE 'mollie-dashboard-%' THEN 'refund_outside' ELSE 'refund' END, -r.amount_cents, r.status,
		p.mollie_id, r.mollie_refund_id, p.booking_id, p.voucher_id, p.quote_id, NULL, NULL
	FROM refunds r JOIN paid p ON p.id = r.payment_id WHERE r.refunded_at IS NOT NULL`,
	// refunds Mollie made that did not pay out: no money moved (listed when asked)
	`SELECT r.created_at, CASE WHEN r.cause LIKE 'mollie-dashboard-%' THEN 'refund_outside' ELSE 'refund' END, -r.amount_cents, r.status,
		p.mollie_id, r.mollie_refund_id, p.booking_id, p.voucher_id, p.quote_id, NULL, NULL
	FROM refunds r JOIN paid p ON p.id = r.payment_id WHERE r.mollie_refund_id IS NOT NULL AND r.status IN ('failed', 'canceled')`,
	// money out outside Mollie: refunds the organisers settled by hand, by whom, when; one
	// Mollie made after all (in its dashboard, adopted by the row) is a refund above
	`SELECT r.handled_at, 'refund_by_hand', -r.amount_cents, r.status, p.mollie_id, r.mollie_refund_id, p.booking_id, p.voucher_id,
		p.quote_id, NULL, u.name
	FROM refunds r JOIN paid p ON p.id = r.payment_id LEFT JOIN users u ON u.id = r.handled_by
	WHERE r.handled_at IS NOT NULL AND (r.mollie_refund_id IS NULL OR r.status IN ('failed', 'canceled'))`,
	`SELECT c.created_at, 'chargeback', -c.amount_cents, '', p.mollie_id, c.mollie_chargeback_id, p.booking_id, p.voucher_id, p.quote_id, NULL, NULL
	FROM chargebacks c JOIN paid p ON p.id = c.payment_id`,
	`SELECT c.reversed_at, 'chargeback_reversed', c.amount_cents, '', p.mollie_id, c.mollie_chargeback_id, p.booking_id, p.voucher_id,
		p.quote_id, NULL, NULL
	FROM chargebacks c JOIN paid p ON p.id = c.payment_id WHERE c.reversed_at IS NOT NULL`,
	// money owed back that no Mollie refund could pay (paid outside Mollie, held by the
	// bank, more than the payments held), when an organiser settled it by hand
	`SELECT h.handled_at, 'refund_by_hand', -h.amount_cents, h.reason, NULL, NULL, h.booking_id, NULL, NULL, NULL, u.name
	FROM owed_by_hand h LEFT JOIN users u ON u.id = h.handled_by WHERE h.handled_at IS NOT NULL`,
	// money in outside Mollie, recorded at the booking desk
	`SELECT o.created_at, 'payment_outside', o.amount_cents, '', NULL, NULL, o.booking_id, NULL, NULL, NULL, o.recorded_by_name
	FROM outside_payments o`,
	// a voucher's balance moving: spent, given back, refunded
	`SELECT l.created_at, CASE l.kind WHEN 'SPEND' THEN 'voucher_spend' WHEN 'REFUND' THEN 'voucher_refund' ELSE 'voucher_give_back' END,
		l.amount_cents, '', NULL, NULL, l.booking_id, l.voucher_id, NULL, NULL, NULL
	FROM voucher_ledger l`,
	// call-off credit issued: the part the booking paid, and the bonus on top
	`SELECT v.created_at, 'credit_voucher', v.value_cents - v.bonus_cents, '', NULL, NULL, v.credit_booking_id, v.id, NULL, NULL, NULL
	FROM vouchers v WHERE v.credit_booking_id IS NOT NULL`,
	`SELECT v.created_at, 'credit_bonus', v.bonus_cents, '', NULL, NULL, v.credit_booking_id, v.id, NULL, NULL, NULL
	FROM vouchers v WHERE v.credit_booking_id IS NOT NULL AND v.bonus_cents > 0`,
	// what was left on a paid voucher when it expired
	`SELECT v.valid_until, 'voucher_expired', -v.remaining_cents, '', NULL, NULL, v.credit_booking_id, v.id, NULL, NULL, NULL
	FROM vouchers v WHERE v.payment_status = 'PAID' AND v.remaining_cents > 0 AND v.status IN ('ACTIVE', 'EXPIRED')
		AND v.valid_until <= ?0`,
	`SELECT i.issued_at, CASE i.kind WHEN 'invoice' THEN 'invoice' ELSE 'credit_note' END, i.total_cents, '', p.mollie_id, NULL,
		COALESCE(i.booking_id, o.booking_id, p.booking_id), COALESCE(i.voucher_id, o.voucher_id), COALESCE(i.quote_id, o.quote_id), i.number, NULL
	FROM invoices i LEFT JOIN invoices o ON o.id = i.credits_id LEFT JOIN paid p ON p.id = COALESCE(i.payment_id, o.payment_id)`,
}

// entries lists the movements whose moment falls in p and is not after now, oldest first.
func (s store) entries(ctx context.Context, p Period, now time.Time) ([]Entry, error) {
	out := []Entry{}
	err := s.db.NewRaw(`WITH `+paid+` SELECT * FROM (`+strings.Join(movements, "\n\tUNION ALL\n\t")+`) e
		WHERE e.at >= ?1 AND e.at < ?2 ORDER BY e.at, e.kind LIMIT 100000`, now, p.From, p.To).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	return out, nil
}

// liability lists the vouchers spendable at at with their balance then (value plus their
// ledger rows before at), oldest first.
func (s store) liability(ctx context.Context, at time.Time) ([]Liability, error) {
	out := []Liability{}
	err := s.db.NewRaw(`SELECT * FROM (
		SELECT v.id AS voucher_id, v.credit_booking_id IS NOT NULL AS credit, v.credit_booking_id AS booking_id, v.paid_at AS issued_at,
			v.valid_until, v.value_cents, v.bonus_cents,
			v.value_cents + COALESCE((SELECT sum(l.amount_cents) FROM voucher_ledger l WHERE l.voucher_id = v.id AND l.created_at < ?0), 0)::int
				AS balance_cents
		FROM vouchers v WHERE v.payment_status = 'PAID' AND v.paid_at < ?0 AND v.valid_until > ?0
			AND (v.charged_back_at IS NULL OR v.charged_back_at >= ?0)
	) l WHERE l.balance_cents > 0 ORDER BY l.issued_at, l.voucher_id LIMIT 100000`, at).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("voucher liability: %w", err)
	}
	return out, nil
}
