DROP TABLE IF EXISTS calloff_choices;
ALTER TABLE vouchers DROP CONSTRAINT vouchers_value_cents_check;
DELETE FROM voucher_ledger WHERE voucher_id IN (SELECT id FROM vouchers WHERE credit_booking_id IS NOT NULL);
DELETE FROM vouchers WHERE credit_booking_id IS NOT NULL;
ALTER TABLE vouchers ADD CONSTRAINT vouchers_value_cents_check CHECK (value_cents BETWEEN 1000 AND 50000 AND value_cents % 500 = 0);
ALTER TABLE vouchers DROP COLUMN bonus_cents;
ALTER TABLE vouchers DROP COLUMN credit_booking_id;
