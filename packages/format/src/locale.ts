let current = "nl-NL";

/** defaultLocale is the locale every formatter uses unless given another: Dutch unless a page set its own. */
export function defaultLocale(): string {
  return current;
}

/** setDefaultLocale makes locale the formatters' default, e.g. "en-GB" on the shop's English pages. */
export function setDefaultLocale(locale: string): void {
  current = locale;
}
