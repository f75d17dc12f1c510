import type { CoverImage as Image } from "@wandelwijs/api-client/types";
import { slot } from "./slot";

/**
 * CoverImage shows an uploaded image in the width the screen needs (WebP; the JPEG src for
 * a browser without srcset), with its own width and height so the page keeps its place
 * while it loads. eager: the image is on the first screen (the first card), so it is not lazy.
 * slot: the field of the BFF's data whose Src, Srcset (WebP), Width, Height and Alt a
 * first screen's template shows (src/shared/components/slot.tsx).
 */
export function CoverImage({ image, sizes, eager, className, slot: field }: { image: Image; sizes: string; eager?: boolean; className?: string; slot?: string }) {
  const text = (name: string, value: string) => (field ? slot(`${field}.${name}`, value) : value);
  const size = (name: string, value: number) => (field ? slot(`${field}.${name}`, String(value)) : value);
  return (
    <img
      className={className}
      src={text("Src", image.src)}
      srcSet={text("Srcset", image.srcsetWebp)}
      sizes={sizes}
      width={size("Width", image.width)}
      height={size("Height", image.height)}
      alt={text("Alt", image.alt)}
      loading={eager ? undefined : "lazy"}
    />
  );
}
