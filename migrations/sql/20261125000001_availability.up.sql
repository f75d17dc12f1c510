-- Availability, defined once. A booking holds places on its walk while it is PAID, or
-- PENDING and made after hold_since: inside the payment hold. Callers pass
-- hold_since = now − the hold of rules.json (rules.HoldSince), so the number lives there.
CREATE FUNCTION booking_holds_places(status text, created_at timestamptz, hold_since timestamptz)
    RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN status = 'PAID' OR (status = 'PENDING' AND created_at > hold_since);

-- walk_places_taken counts the places held on a walk, leaving out one booking (a retry
-- asks whether its own places are still there).
CREATE FUNCTION walk_places_taken(walk uuid, hold_since timestamptz, except_booking uuid DEFAULT NULL)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(b.qty), 0)::int FROM bookings b
    WHERE b.walk_id = walk
      AND booking_holds_places(b.status, b.created_at, hold_since)
      AND b.id IS DISTINCT FROM except_booking;
END;

-- walk_free_places is what a walk has left: its maximum minus the places taken, never below 0.
CREATE FUNCTION walk_free_places(walk uuid, max_participants integer, hold_since timestamptz)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
    RETURN GREATEST(0, max_participants - walk_places_taken(walk, hold_since));
