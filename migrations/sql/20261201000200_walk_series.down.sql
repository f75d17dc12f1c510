ALTER TABLE walks DROP COLUMN series_id;
