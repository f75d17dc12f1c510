// The page's language is its address: every route of the shop is also under /en/, with the
// same Dutch path after it (/en/wandelingen/{slug}). The language is fixed for a page load;
// the switch to the other language is a link to the same page's twin.

/** Language is a language the shop has pages in. */
export type Language = "nl" | "en";

const EN_PREFIX = "/en";

/** languageOf tells the language of a page by its path. */
export function languageOf(pathname: string): Language {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? "en" : "nl";
}

/** twinPath is the address of the same page in language: the path with or without /en, search and hash kept. */
export function twinPath(pathname: string, language: Language, rest = ""): string {
  const dutch = languageOf(pathname) === "en" ? pathname.slice(EN_PREFIX.length) || "/" : pathname;
  return (language === "en" ? (dutch === "/" ? `${EN_PREFIX}/` : EN_PREFIX + dutch) : dutch) + rest;
}

/** LANGUAGE is this page's language. */
export const LANGUAGE: Language = typeof window === "undefined" ? "nl" : languageOf(window.location.pathname);

/** BASENAME is where the router's paths start: /en on English pages, so every link stays in the language. */
export const BASENAME = LANGUAGE === "en" ? EN_PREFIX : "/";
