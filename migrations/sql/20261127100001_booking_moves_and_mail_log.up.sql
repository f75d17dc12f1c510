-- An organiser moves a booking to another walk: from where, to where, and what went
-- back (to the card, onto the voucher) when the new walk costs less.
CREATE TABLE booking_moves (
    id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    booking_id             uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
    from_walk_id           uuid NOT NULL REFERENCES walks (id) ON DELETE RESTRICT,
    to_walk_id             uuid NOT NULL REFERENCES walks (id) ON DELETE RESTRICT,
    refund_cents           integer NOT NULL CHECK (refund_cents >= 0),
    voucher_returned_cents integer NOT NULL CHECK (voucher_returned_cents >= 0),
    moved_at               timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT booking_moves_walks_check CHECK (from_walk_id <> to_walk_id)
);
CREATE INDEX booking_moves_booking_idx ON booking_moves (booking_id, moved_at);

-- Every mail about a booking: which kind, to whom (the customer or the organisers), when
-- it was queued and when it went out. No address or text is kept here. No foreign key:
-- the mail queue knows mails, not bookings, and a log line must never fail a mail.
CREATE TABLE mail_log (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    job_id        bigint NOT NULL UNIQUE,
    booking_id    uuid NOT NULL,
    template      text NOT NULL,
    to_organisers boolean NOT NULL,
    queued_at     timestamptz NOT NULL DEFAULT now(),
    sent_at       timestamptz
);
CREATE INDEX mail_log_booking_idx ON mail_log (booking_id, queued_at);
