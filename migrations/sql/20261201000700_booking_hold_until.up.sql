-- A booking awaiting payment holds its places until a moment of its own: an order in the
-- shop for the payment hold of rules.json (booking.holdHours), a booking made at the
-- organisers' desk with a payment link for the desk's longer hold (booking.deskHoldHours).
-- hold_until is NULL for a booking that holds no places unpaid.
ALTER TABLE bookings ADD COLUMN hold_until timestamptz;
-- The bookings awaiting payment so far were all the shop's, held for the 24 hours of then.
UPDATE bookings SET hold_until = created_at + interval '24 hours' WHERE status = 'PENDING';

DROP FUNCTION walk_free_places(uuid, integer, timestamptz, timestamptz);
DROP FUNCTION walk_places_held_by(uuid, text, timestamptz);
DROP FUNCTION walk_places_taken(uuid, timestamptz, uuid);
DROP FUNCTION booking_holds_places(text, timestamptz, timestamptz);

-- Availability, defined once. A booking holds places on its walk at a moment while it is
-- PAID, or PENDING and inside its payment hold.
CREATE FUNCTION booking_holds_places(status text, hold_until timestamptz, at timestamptz)
    RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN status = 'PAID' OR (status = 'PENDING' AND hold_until > at);

-- walk_places_taken counts the places held on a walk at a moment, leaving out one booking
-- (a retry asks whether its own places are still there).
CREATE FUNCTION walk_places_taken(walk uuid, at timestamptz, except_booking uuid DEFAULT NULL)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(b.qty), 0)::int FROM bookings b
    WHERE b.walk_id = walk
      AND booking_holds_places(b.status, b.hold_until, at)
      AND b.id IS DISTINCT FROM except_booking;
END;

-- walk_free_places is what a walk has left at a moment: its maximum minus the places
-- bookings hold and the places offers from its waiting list hold, never below 0.
CREATE FUNCTION walk_free_places(walk uuid, max_participants integer, at timestamptz)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
    RETURN GREATEST(0, max_participants - walk_places_taken(walk, at) - walk_places_offered(walk, at));

-- walk_places_held_by is what one e-mail address holds on a walk at a moment: the places
-- of the bookings made with it (in any case) that hold places. An order stays within
-- rules.MaxQtyPerAddress of them.
CREATE FUNCTION walk_places_held_by(walk uuid, email text, at timestamptz)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(b.qty), 0)::int FROM bookings b
    WHERE b.walk_id = walk AND lower(b.customer_email) = lower(email)
      AND booking_holds_places(b.status, b.hold_until, at);
END;
