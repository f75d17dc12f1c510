-- A series is the walks made from one walk by repeating it: each date its own walk (own
-- places, bookings, status, slug), all carrying the id of the walk first repeated.
ALTER TABLE walks ADD COLUMN series_id uuid;
CREATE INDEX walks_series_idx ON walks (series_id, date_start) WHERE series_id IS NOT NULL;
