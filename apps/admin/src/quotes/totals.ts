// A quote's totals per btw rate while the organiser types, computed as the server does
// (domain/invoice Totals; both are held to domain/invoice/testdata/totals.json): prices
// include btw; a rate's btw is its lines' sum times rate/(100+rate), rounded once to the
// cent, half away from zero; a seller under the small-business exemption (KOR) charges none.
import type { QuoteLine, RateTotal } from "@wandelwijs/api-client/types";

export type { QuoteLine, RateTotal };


/** divRound is n/d rounded to the nearest whole number, half away from zero (d > 0). */
function divRound(n: number, d: number): number {
  if (n < 0) return -divRound(-n, d);
  return Math.floor((2 * n + d) / (2 * d));
}

/** rateTotals sums lines per btw rate, highest rate first, with the grand total; kor: no btw. */
export function rateTotals(lines: QuoteLine[], kor: boolean): { totals: RateTotal[]; totalCents: number } {
  const incl = new Map<number, number>();
  let totalCents = 0;
  for (const l of lines) {
    const cents = (Number.isFinite(l.quantity) ? l.quantity : 0) * (Number.isFinite(l.unitCents) ? l.unitCents : 0);
    incl.set(l.vatRate, (incl.get(l.vatRate) ?? 0) + cents);
    totalCents += cents;
  }
  const totals = [...incl.entries()]
    .map(([rate, cents]) => {
      const vat = kor ? 0 : divRound(cents * rate, 100 + rate);
      return { rate, exclCents: cents - vat, vatCents: vat, inclCents: cents };
    })
    .sort((a, b) => b.rate - a.rate);
  return { totals, totalCents };
}
