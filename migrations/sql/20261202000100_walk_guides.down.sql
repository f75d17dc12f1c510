ALTER TABLE walks DROP COLUMN guide_photo_hash, DROP COLUMN guide_line, DROP COLUMN guide_name;
