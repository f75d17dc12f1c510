DROP FUNCTION walk_free_places(uuid, integer, timestamptz);
DROP FUNCTION walk_places_held_by(uuid, text, timestamptz);
DROP FUNCTION walk_places_taken(uuid, timestamptz, uuid);
DROP FUNCTION booking_holds_places(text, timestamptz, timestamptz);

CREATE FUNCTION booking_holds_places(status text, created_at timestamptz, hold_since timestamptz)
    RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN status = 'PAID' OR (status = 'PENDING' AND created_at > hold_since);

CREATE FUNCTION walk_places_taken(walk uuid, hold_since timestamptz, except_booking uuid DEFAULT NULL)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(b.qty), 0)::int FROM bookings b
    WHERE b.walk_id = walk
      AND booking_holds_places(b.status, b.created_at, hold_since)
      AND b.id IS DISTINCT FROM except_booking;
END;

CREATE FUNCTION walk_free_places(walk uuid, max_participants integer, hold_since timestamptz, at timestamptz)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
    RETURN GREATEST(0, max_participants - walk_places_taken(walk, hold_since) - walk_places_offered(walk, at));

CREATE FUNCTION walk_places_held_by(walk uuid, email text, hold_since timestamptz)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(b.qty), 0)::int FROM bookings b
    WHERE b.walk_id = walk AND lower(b.customer_email) = lower(email)
      AND booking_holds_places(b.status, b.created_at, hold_since);
END;

ALTER TABLE bookings DROP COLUMN hold_until;
