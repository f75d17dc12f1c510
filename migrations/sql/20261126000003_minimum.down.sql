ALTER TABLE walks DROP COLUMN min_warning_sent_at;
DROP FUNCTION walk_places_confirmed;
