-- Invoices follow the booking (M4-05, M4-06): an invoiced booking that changes gets a
-- credit note for its standing invoice and a new invoice for what it now is, so a
-- booking may have several invoices, of which at most one stands (is not credited).
--
-- A credit note without a refund closes the invoice it credits: it credits what is left
-- of it in full, and an invoice is closed once. A booking's next invoice follows the
-- credit note that closed the one before it, each closing credit note is followed once,
-- and only a booking's first invoice follows none: so of a booking's invoices at most
-- one is not closed.
ALTER TABLE invoices DROP CONSTRAINT invoices_booking_id_key;
ALTER TABLE invoices ADD COLUMN follows_id uuid UNIQUE REFERENCES invoices (id) ON DELETE RESTRICT;
ALTER TABLE invoices ADD CONSTRAINT invoices_follows_check CHECK (follows_id IS NULL OR (kind = 'invoice' AND booking_id IS NOT NULL));
CREATE UNIQUE INDEX invoices_booking_first_key ON invoices (booking_id) WHERE follows_id IS NULL;
CREATE UNIQUE INDEX invoices_closed_once_key ON invoices (credits_id) WHERE kind = 'credit' AND refund_id IS NULL;
CREATE INDEX invoices_credits_idx ON invoices (credits_id);
-- A closing credit note of an invoice of € 0 (a free walk) credits € 0.
ALTER TABLE invoices DROP CONSTRAINT invoices_sign_check;
ALTER TABLE invoices ADD CONSTRAINT invoices_sign_check CHECK ((kind = 'invoice' AND total_cents >= 0)
    OR (kind = 'credit' AND (total_cents < 0 OR (total_cents = 0 AND refund_id IS NULL))));

-- The day of a custom walk or feest a quote is for, when the organisers know it: its
-- invoice's day of supply (M4-14); NULL: the day it is paid.
ALTER TABLE quotes ADD COLUMN walk_date date;
