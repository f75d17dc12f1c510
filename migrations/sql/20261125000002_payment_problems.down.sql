DROP INDEX refunds_payment_idx;
ALTER TABLE vouchers DROP COLUMN charged_back_at;
ALTER TABLE bookings DROP COLUMN charged_back_at;
ALTER TABLE payments DROP COLUMN charged_back_cents;
