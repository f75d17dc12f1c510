-- A customer's change of a paid booking that costs more (a move to a dearer walk, or more
-- persons on a paid walk) is a row before it is a payment: it holds its places on the
-- walk it goes to like a pending booking, until hold_until, and the booking changes only
-- when its payment is paid. A booking has at most one pending change.
CREATE TABLE booking_changes (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    booking_id        uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
    kind              text NOT NULL CHECK (kind IN ('move', 'add')),
    from_walk_id      uuid NOT NULL REFERENCES walks (id) ON DELETE RESTRICT,
    to_walk_id        uuid NOT NULL REFERENCES walks (id) ON DELETE RESTRICT,
    -- qty is the booking's number of persons after the change; held_qty the places the
    -- change holds on to_walk while it waits for its payment.
    qty               integer NOT NULL CHECK (qty > 0),
    held_qty          integer NOT NULL CHECK (held_qty > 0),
    amount_cents      integer NOT NULL CHECK (amount_cents > 0),
    status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'expired', 'canceled', 'failed')),
    hold_until        timestamptz NOT NULL,
    mollie_payment_id text NOT NULL,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    paid_at           timestamptz,
    CONSTRAINT booking_changes_walks_check CHECK ((kind = 'add') = (from_walk_id = to_walk_id)),
    CONSTRAINT booking_changes_paid_check CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE UNIQUE INDEX booking_changes_one_pending_idx ON booking_changes (booking_id) WHERE status = 'pending';
CREATE INDEX booking_changes_to_walk_idx ON booking_changes (to_walk_id) WHERE status = 'pending';

ALTER TABLE payments ADD COLUMN booking_change_id uuid REFERENCES booking_changes (id) ON DELETE RESTRICT;
ALTER TABLE payments DROP CONSTRAINT payments_subject_kind_check;
ALTER TABLE payments
    ADD CONSTRAINT payments_subject_kind_check CHECK (subject_kind IN ('booking', 'voucher', 'quote', 'booking_change')),
    ADD CONSTRAINT payments_booking_change_subject_check CHECK ((subject_kind = 'booking_change') = (booking_change_id IS NOT NULL));
CREATE INDEX payments_booking_change_idx ON payments (booking_change_id);

-- walk_places_taken also counts the places pending changes hold on a walk.
CREATE OR REPLACE FUNCTION walk_places_taken(walk uuid, at timestamptz, except_booking uuid DEFAULT NULL)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT (SELECT COALESCE(sum(b.qty), 0) FROM bookings b
            WHERE b.walk_id = walk
              AND booking_holds_places(b.status, b.hold_until, at)
              AND b.id IS DISTINCT FROM except_booking)::int
         + (SELECT COALESCE(sum(c.held_qty), 0) FROM booking_changes c
            WHERE c.to_walk_id = walk AND c.status = 'pending' AND c.hold_until > at
              AND c.booking_id IS DISTINCT FROM except_booking)::int;
END;
