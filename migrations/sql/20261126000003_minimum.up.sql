-- A walk goes ahead once its confirmed (paid) places reach its minimum. The organisers
-- get one mail for a walk that nears its start below it: min_warning_sent_at records it.
CREATE FUNCTION walk_places_confirmed(walk uuid)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(b.qty), 0)::int FROM bookings b WHERE b.walk_id = walk AND b.status = 'PAID';
END;

ALTER TABLE walks ADD COLUMN min_warning_sent_at timestamptz;
