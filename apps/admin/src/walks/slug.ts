// A new walk's slug is made from its title: lowercase, characters other than
// a-z, 0-9, whitespace and hyphen dropped, spaces become hyphens, repeated hyphens collapsed.
// Leading and trailing whitespace and hyphens are trimmed so a slug never starts or ends
// with a hyphen.

/** slugify makes a walk's slug from its title, e.g. "Stilte in het bos!" → "stilte-in-het-bos". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
