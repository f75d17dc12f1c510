DROP FUNCTION walk_free_places(uuid, integer, timestamptz, timestamptz);
CREATE FUNCTION walk_free_places(walk uuid, max_participants integer, hold_since timestamptz)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
    RETURN GREATEST(0, max_participants - walk_places_taken(walk, hold_since));
DROP TABLE waitlist_entries;
DROP FUNCTION walk_places_offered(uuid, timestamptz, uuid);
