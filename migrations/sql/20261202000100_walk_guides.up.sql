-- Who leads a walk: an optional guide with a short line and an optional photo (an image
-- of domain/media, as the cover is).
ALTER TABLE walks
    ADD COLUMN guide_name       text,
    ADD COLUMN guide_line       text,
    ADD COLUMN guide_photo_hash text REFERENCES media_images (hash);

CREATE INDEX walks_guide_photo ON walks (guide_photo_hash) WHERE guide_photo_hash IS NOT NULL;
