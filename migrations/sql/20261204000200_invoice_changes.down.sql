ALTER TABLE quotes DROP COLUMN walk_date;
-- Fails while a booking has more than one invoice or a credit note of € 0 exists:
-- invoices are never deleted.
ALTER TABLE invoices DROP CONSTRAINT invoices_sign_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_sign_check CHECK ((kind = 'invoice' AND total_cents >= 0) OR (kind = 'credit' AND total_cents < 0));
DROP INDEX invoices_credits_idx;
DROP INDEX invoices_closed_once_key;
DROP INDEX invoices_booking_first_key;
ALTER TABLE invoices DROP CONSTRAINT invoices_follows_check;
ALTER TABLE invoices DROP COLUMN follows_id;
ALTER TABLE invoices ADD CONSTRAINT invoices_booking_id_key UNIQUE (booking_id);
