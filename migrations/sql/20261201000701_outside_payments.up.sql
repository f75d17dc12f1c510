-- Money an organiser received for a booking outside Mollie (cash, a bank transfer) and
-- recorded at the booking desk: the ledger lists it with who said so. A row is never
-- changed: a mistake is undone by cancelling the booking.
CREATE TABLE outside_payments (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    booking_id       uuid NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE RESTRICT,
    amount_cents     integer NOT NULL CHECK (amount_cents > 0),
    recorded_by      uuid REFERENCES users (id) ON DELETE SET NULL,
    -- recorded_by_name is the organiser's name then, kept when their account goes.
    recorded_by_name text NOT NULL,
    created_at       timestamptz NOT NULL DEFAULT now()
);
