import type { CoverImage as Image } from "@wandelwijs/api-client/types";

/**
 * CoverImage shows an uploaded image in the width the screen needs (WebP; the JPEG src for
 * a browser without srcset), with its own width and height so the page keeps its place
 * while it loads. eager: the image is on the first screen (the first card), so it is not lazy.
 */
export function CoverImage({ image, sizes, eager, className }: { image: Image; sizes: string; eager?: boolean; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcsetWebp}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? undefined : "lazy"}
    />
  );
}
