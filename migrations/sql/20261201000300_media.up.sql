-- Images uploaded by the organisers, stored in the database so every process serves
-- them: one row per image (named by a hash of its content) and one per stored variant
-- (a width in a format), re-encoded without any metadata.
CREATE TABLE media_images (
    hash       text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{20}$'),
    width      integer NOT NULL CHECK (width > 0),
    height     integer NOT NULL CHECK (height > 0),
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE media_variants (
    hash         text NOT NULL REFERENCES media_images (hash) ON DELETE CASCADE,
    width        integer NOT NULL CHECK (width > 0),
    height       integer NOT NULL CHECK (height > 0),
    format       text NOT NULL CHECK (format IN ('jpg', 'webp')),
    data         bytea NOT NULL,
    PRIMARY KEY (hash, width, format)
);

-- A walk's cover image and the text that describes it.
CREATE TABLE walk_covers (
    walk_id    uuid PRIMARY KEY REFERENCES walks (id) ON DELETE CASCADE,
    image_hash text NOT NULL REFERENCES media_images (hash),
    alt        text NOT NULL CHECK (length(alt) BETWEEN 1 AND 200),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX walk_covers_image ON walk_covers (image_hash);
