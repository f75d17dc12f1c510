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

/** addressIn is the address of a route's page (its Dutch path, e.g. /wandelingen/x) in language. */
export function addressIn(language: Language, path: string): string {
  if (language === "nl") return path;
  return path === "/" ? `${EN_PREFIX}/` : EN_PREFIX + path;
}

/** LANGUAGE is this page's language. */
export const LANGUAGE: Language = typeof window === "undefined" ? "nl" : languageOf(window.location.pathname);

/** prefersEnglish tells whether the browser ranks English above Dutch. */
export function prefersEnglish(languages: readonly string[]): boolean {
  return languages.map((l) => l.toLowerCase().slice(0, 2)).find((l) => l === "en" || l === "nl") === "en";
}

/** suggestsEnglish tells whether this Dutch page offers its English twin: the browser prefers English. */
export function suggestsEnglish(): boolean {
  return LANGUAGE === "nl" && prefersEnglish(navigator.languages ?? [navigator.language]);
}
