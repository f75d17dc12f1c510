DROP TRIGGER booking_positions_agree ON bookings;
DROP TRIGGER booking_positions_agree ON booking_positions;
DROP FUNCTION booking_positions_agree();
ALTER TABLE bookings ADD COLUMN subtotal_cents integer NOT NULL DEFAULT 0 CHECK (subtotal_cents >= 0);
UPDATE bookings b SET subtotal_cents = p.worth
FROM (SELECT booking_id, sum(quantity * unit_cents)::int AS worth FROM booking_positions GROUP BY booking_id) p
WHERE p.booking_id = b.id;
ALTER TABLE bookings ALTER COLUMN subtotal_cents DROP DEFAULT,
    ADD CONSTRAINT bookings_total_check CHECK (total_cents = subtotal_cents - voucher_used_cents);
CREATE OR REPLACE VIEW booking_balances AS
SELECT b.id AS booking_id, x.owed, x.card, x.charged_back, x.voucher, x.outside, x.refunded, x.credit, x.by_hand,
       x.card + x.voucher + x.outside AS received,
       x.refunded + x.credit + x.by_hand AS returned,
       greatest(x.owed - (x.card + x.voucher + x.outside - x.refunded - x.credit - x.by_hand), 0) AS due,
       greatest((x.card + x.voucher + x.outside - x.refunded - x.credit - x.by_hand) - x.owed, 0) AS surplus
FROM bookings b
CROSS JOIN LATERAL (SELECT
    CASE WHEN b.status IN ('PENDING', 'PAID') THEN b.subtotal_cents ELSE b.cancellation_fee_cents END AS owed,
    COALESCE((SELECT sum(cp.amount_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS card,
    COALESCE((SELECT sum(cp.charged_back_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS charged_back,
    COALESCE((SELECT -sum(l.amount_cents) FROM voucher_ledger l WHERE l.booking_id = b.id), 0)::int AS voucher,
    COALESCE((SELECT sum(o.amount_cents) FROM outside_payments o WHERE o.booking_id = b.id), 0)::int AS outside,
    COALESCE((SELECT sum(cp.refunded_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS refunded,
    COALESCE((SELECT sum(v.value_cents - v.bonus_cents) FROM vouchers v WHERE v.credit_booking_id = b.id), 0)::int AS credit,
    COALESCE((SELECT sum(h.amount_cents) FROM owed_by_hand h WHERE h.booking_id = b.id), 0)::int AS by_hand
) x;
DROP TABLE booking_positions;
