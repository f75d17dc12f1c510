-- What the bookkeeper reads: when each payment was paid, and each chargeback of the
-- payer's bank as Mollie reports it (when it came, and when the bank reversed it).
ALTER TABLE payments ADD COLUMN paid_at timestamptz;
UPDATE payments p SET paid_at = COALESCE(
    (SELECT b.paid_at FROM bookings b WHERE b.id = p.booking_id AND b.mollie_payment_id = p.mollie_id),
    (SELECT v.paid_at FROM vouchers v WHERE v.id = p.voucher_id AND v.mollie_payment_id = p.mollie_id),
    p.updated_at)
WHERE p.status = 'paid';
CREATE INDEX payments_paid_idx ON payments (paid_at) WHERE paid_at IS NOT NULL;

CREATE TABLE chargebacks (
    id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    payment_id           uuid NOT NULL REFERENCES payments (id) ON DELETE RESTRICT,
    mollie_chargeback_id text NOT NULL UNIQUE,
    amount_cents         integer NOT NULL CHECK (amount_cents > 0),
    created_at           timestamptz NOT NULL,
    reversed_at          timestamptz
);
CREATE INDEX chargebacks_payment_idx ON chargebacks (payment_id);
