-- domain/media publishes the size of each stored image (its hash names it) to the
-- subjects that show one, as a cover or as a guide's photo.
CREATE VIEW media_image_sizes AS
SELECT hash, width, height FROM media_images;
