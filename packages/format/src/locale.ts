/** DEFAULT_LOCALE is the locale every formatter uses unless given another: Dutch, the shop's language. */
export const DEFAULT_LOCALE = "nl-NL";
