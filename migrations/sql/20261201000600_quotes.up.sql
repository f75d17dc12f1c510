-- Quotes (offertes): the organisers price a custom walk or a feest (or anything else)
-- line by line; the customer accepts and pays one through Mollie from the link in the
-- quote's mail, and the paid quote gets its invoice. The link's token is kept as its
-- hash only.
CREATE TABLE quotes (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash       bytea NOT NULL UNIQUE,
    request_kind     text CHECK (request_kind IN ('custom-walk', 'feest')),
    request_id       uuid,
    customer_name    text NOT NULL,
    customer_email   text NOT NULL,
    customer_phone   text NOT NULL DEFAULT '',
    customer_company text NOT NULL DEFAULT '',
    customer_address text NOT NULL DEFAULT '',
    customer_vat_id  text NOT NULL DEFAULT '',
    lines            jsonb NOT NULL,
    total_cents      integer NOT NULL CHECK (total_cents > 0),
    valid_until      date NOT NULL,
    status           text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'withdrawn', 'paid')),
    mollie_payment_id text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    sent_at          timestamptz,
    paid_at          timestamptz,
    CONSTRAINT quotes_request_check CHECK ((request_kind IS NULL) = (request_id IS NULL)),
    CONSTRAINT quotes_paid_check CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE INDEX quotes_request_idx ON quotes (request_kind, request_id);

ALTER TABLE payments ADD COLUMN quote_id uuid REFERENCES quotes (id) ON DELETE RESTRICT;
ALTER TABLE payments DROP CONSTRAINT payments_subject_kind_check;
ALTER TABLE payments
    ADD CONSTRAINT payments_subject_kind_check CHECK (subject_kind IN ('booking', 'voucher', 'quote')),
    ADD CONSTRAINT payments_quote_subject_check CHECK ((subject_kind = 'quote') = (quote_id IS NOT NULL));

ALTER TABLE invoices ADD COLUMN quote_id uuid UNIQUE REFERENCES quotes (id) ON DELETE RESTRICT;
