-- Mollie's mode of each payment: live money or a test. A live shop never honours a test
-- payment. Payments recorded before have no mode.
ALTER TABLE payments ADD COLUMN mode text CHECK (mode IN ('live', 'test'));
