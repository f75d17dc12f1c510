package ledger

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// store holds the ledger's SQL: it reads payments, refunds, chargebacks, the voucher
// ledger, the invoices and the payments recorded outside Mollie, and writes nothing.
type store struct{ db *bun.DB }

// entries lists the movements whose moment falls in p, oldest first.
func (s store) entries(ctx context.Context, p Period) ([]Entry, error) {
	out := []Entry{}
	err := s.db.NewRaw(`SELECT * FROM (
		SELECT p.paid_at AS at, 'payment' AS kind, p.amount_cents, '' AS status, p.mollie_id AS mollie_payment_id,
			NULL AS mollie_id, p.booking_id, p.voucher_id, NULL AS invoice, NULL AS recorded_by
		FROM payments p WHERE p.paid_at IS NOT NULL
		UNION ALL
		SELECT r.created_at, 'refund', -r.amount_cents, r.status, p.mollie_id, r.mollie_refund_id, p.booking_id, p.voucher_id, NULL, NULL
		FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.mollie_refund_id IS NOT NULL
		UNION ALL
		SELECT c.created_at, 'chargeback', -c.amount_cents, '', p.mollie_id, c.mollie_chargeback_id, p.booking_id, p.voucher_id, NULL, NULL
		FROM chargebacks c JOIN payments p ON p.id = c.payment_id
		UNION ALL
		SELECT c.reversed_at, 'chargeback_reversed', c.amount_cents, '', p.mollie_id, c.mollie_chargeback_id, p.booking_id, p.voucher_id, NULL, NULL
		FROM chargebacks c JOIN payments p ON p.id = c.payment_id WHERE c.reversed_at IS NOT NULL
		UNION ALL
		SELECT l.created_at, CASE l.kind WHEN 'SPEND' THEN 'voucher_spend' ELSE 'voucher_give_back' END, l.amount_cents, '',
			NULL, NULL, l.booking_id, l.voucher_id, NULL, NULL
		FROM voucher_ledger l
		UNION ALL
		SELECT i.issued_at, CASE i.kind WHEN 'invoice' THEN 'invoice' ELSE 'credit_note' END, i.total_cents, '', p.mollie_id, NULL,
			COALESCE(i.booking_id, o.booking_id), COALESCE(i.voucher_id, o.voucher_id), i.number, NULL
		FROM invoices i LEFT JOIN invoices o ON o.id = i.credits_id LEFT JOIN payments p ON p.id = COALESCE(i.payment_id, o.payment_id)
		UNION ALL
		SELECT o.created_at, 'payment_outside', o.amount_cents, '', NULL, NULL, o.booking_id, NULL, NULL, o.recorded_by_name
		FROM outside_payments o
	) e WHERE e.at >= ? AND e.at < ? ORDER BY e.at, e.kind LIMIT 100000`, p.From, p.To).Scan(ctx, &out)
	if err != nil {
		return nil, fmt.Errorf("ledger: %w", err)
	}
	return out, nil
}
