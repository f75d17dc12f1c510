DROP TABLE walk_covers;
DROP TABLE media_variants;
DROP TABLE media_images;
