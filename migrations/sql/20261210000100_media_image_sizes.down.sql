DROP VIEW media_image_sizes;
