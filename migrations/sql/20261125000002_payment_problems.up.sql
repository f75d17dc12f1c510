-- Money that did not go as planned: a chargeback by the payer's bank marks the payment
-- and what it paid for (a charged-back voucher can no longer be spent). Refund rows
-- follow Mollie's refund status, so a failed refund shows on its booking.
ALTER TABLE payments ADD COLUMN charged_back_cents integer NOT NULL DEFAULT 0 CHECK (charged_back_cents >= 0);
ALTER TABLE bookings ADD COLUMN charged_back_at timestamptz;
ALTER TABLE vouchers ADD COLUMN charged_back_at timestamptz;
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
