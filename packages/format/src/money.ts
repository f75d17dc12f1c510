// Money is integer euro cents everywhere (spec 1 §1); shown in nl-NL formatting.

const euro = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

/** formatEuro shows integer cents as Dutch euros, e.g. 2500 -> "€ 25,00" (with a no-break space). */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}
