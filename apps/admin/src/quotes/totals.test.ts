import { describe, expect, it } from "vitest";
import { rateTotals } from "./totals";

describe("rateTotals", () => {
  it("sums per btw rate, rounds each rate's btw once, half away from zero, as the server does", () => {
    const { totals, totalCents } = rateTotals([
      { description: "Wandeling", quantity: 3, unitCents: 1999, vatRate: 21 },
      { description: "Koffie", quantity: 1, unitCents: 350, vatRate: 9 },
      { description: "Thee", quantity: 2, unitCents: 275, vatRate: 9 },
      { description: "Soep", quantity: 1, unitCents: 1, vatRate: 21 },
      { description: "Cadeaubon", quantity: 1, unitCents: 5000, vatRate: 0 },
    ]);
    // the same lines and sums as domain/invoice's TestTotalsRoundPerRate
    expect(totals).toEqual([
      { rate: 21, inclCents: 5998, vatCents: 1041, exclCents: 4957 },
      { rate: 9, inclCents: 900, vatCents: 74, exclCents: 826 },
      { rate: 0, inclCents: 5000, vatCents: 0, exclCents: 5000 },
    ]);
    expect(totalCents).toBe(11898);
  });
});
