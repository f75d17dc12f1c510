-- walk_places_held_by is what one e-mail address holds on a walk: the places of the
-- bookings made with it (in any case) that hold places since hold_since. An order stays
-- within rules.MaxQtyPerAddress of them.
CREATE FUNCTION walk_places_held_by(walk uuid, email text, hold_since timestamptz)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(b.qty), 0)::int FROM bookings b
    WHERE b.walk_id = walk AND lower(b.customer_email) = lower(email)
      AND booking_holds_places(b.status, b.created_at, hold_since);
END;
