DROP FUNCTION IF EXISTS walk_free_places(uuid, integer, timestamptz);
DROP FUNCTION IF EXISTS walk_places_taken(uuid, timestamptz, uuid);
DROP FUNCTION IF EXISTS booking_holds_places(text, timestamptz, timestamptz);
