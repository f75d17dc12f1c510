DROP FUNCTION walk_places_held_by(uuid, text, timestamptz);
