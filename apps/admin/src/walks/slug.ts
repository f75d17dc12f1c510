// A new walk's slug is made from its title: lowercase, accents folded (é → e, ë → e,
// ß → ss), other characters than a-z, 0-9, whitespace and hyphen dropped, spaces become
// hyphens, repeated hyphens collapsed. Leading and trailing whitespace and hyphens are
// trimmed so a slug never starts or ends with a hyphen.

/** Letters that Unicode does not decompose into a base letter and an accent. */
const FOLDED: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** slugify makes a walk's slug from its title, e.g. "Ideeën in het café!" → "ideeen-in-het-cafe". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDED[c] ?? c)
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
