import { defaultLocale } from "./locale";

// Money is integer euro cents everywhere; shown in the given locale, Dutch (nl-NL) unless told otherwise.

const euros = new Map<string, Intl.NumberFormat>();

/** formatEuro shows integer cents as euros, e.g. 2500 -> "€ 25,00" in nl-NL (with a no-break space). */
export function formatEuro(cents: number, locale = defaultLocale()): string {
  let euro = euros.get(locale);
  if (!euro) {
    euro = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    euros.set(locale, euro);
  }
  return euro.format(cents / 100);
}

const wholeEuros = new Map<string, Intl.NumberFormat>();

/** formatWholeEuro shows integer cents as whole euros, for an axis: 100000 -> "€ 1.000" in nl-NL. */
export function formatWholeEuro(cents: number, locale = defaultLocale()): string {
  let euro = wholeEuros.get(locale);
  if (!euro) {
    euro = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 0 });
    wholeEuros.set(locale, euro);
  }
  return euro.format(Math.round(cents / 100));
}
