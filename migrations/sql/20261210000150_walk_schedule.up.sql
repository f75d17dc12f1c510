-- domain/walk publishes when each walk takes place, with its title and its address in the
-- shop (slug), published or not.
CREATE VIEW walk_schedule AS
SELECT id, slug, title, date_start, date_end FROM walks;
