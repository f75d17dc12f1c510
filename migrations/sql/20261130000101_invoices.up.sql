-- Invoices and credit notes (art. 35a Wet OB): one gapless number sequence per year,
-- handed out from invoice_counters under the row's lock in the transaction that records
-- the payment, so a rolled-back payment gives its number back and concurrent payments
-- get consecutive numbers. An invoice is never changed or deleted (kept seven years): a
-- refund is a credit note of its own, with negative amounts, referring to the invoice.
CREATE TABLE invoice_counters (
    year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 9999),
    last integer NOT NULL CHECK (last >= 0)
);

CREATE TABLE invoices (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    number           text NOT NULL UNIQUE,
    year             integer NOT NULL,
    seq              integer NOT NULL CHECK (seq > 0),
    kind             text NOT NULL CHECK (kind IN ('invoice', 'credit')),
    -- the invoice a credit note credits, and the refund it follows
    credits_id       uuid REFERENCES invoices (id) ON DELETE RESTRICT,
    refund_id        uuid UNIQUE REFERENCES refunds (id) ON DELETE RESTRICT,
    -- what it is for: one source, once (a credit note has none of its own)
    booking_id       uuid UNIQUE REFERENCES bookings (id) ON DELETE RESTRICT,
    voucher_id       uuid UNIQUE REFERENCES vouchers (id) ON DELETE RESTRICT,
    payment_id       uuid REFERENCES payments (id) ON DELETE RESTRICT,
    issued_at        timestamptz NOT NULL,
    service_date     date NOT NULL,
    seller           jsonb NOT NULL,
    buyer_name       text NOT NULL,
    buyer_email      text NOT NULL,
    buyer_company    text NOT NULL DEFAULT '',
    buyer_address    text NOT NULL DEFAULT '',
    buyer_vat_id     text NOT NULL DEFAULT '',
    lines            jsonb NOT NULL,
    note             text NOT NULL DEFAULT '',
    total_cents      integer NOT NULL,
    UNIQUE (year, seq),
    CONSTRAINT invoices_credit_check CHECK ((kind = 'credit') = (credits_id IS NOT NULL)),
    CONSTRAINT invoices_sign_check CHECK ((kind = 'invoice' AND total_cents >= 0) OR (kind = 'credit' AND total_cents < 0))
);
CREATE INDEX invoices_issued_idx ON invoices (issued_at);
CREATE INDEX invoices_payment_idx ON invoices (payment_id) WHERE kind = 'invoice';

CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'invoices are never changed or deleted; a refund is a credit note';
END $$;
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
    FOR EACH ROW EXECUTE FUNCTION invoices_immutable();

-- What a booking's or voucher's customer asked the invoice to name ("Ik wil een
-- factuur"); NULL: no invoice asked for.
ALTER TABLE bookings ADD COLUMN invoice_buyer jsonb;
ALTER TABLE vouchers ADD COLUMN invoice_buyer jsonb;
