ALTER TABLE invoices DROP COLUMN quote_id;
ALTER TABLE payments DROP CONSTRAINT payments_quote_subject_check;
ALTER TABLE payments DROP CONSTRAINT payments_subject_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_subject_kind_check CHECK (subject_kind IN ('booking', 'voucher'));
ALTER TABLE payments DROP COLUMN quote_id;
DROP TABLE quotes;
