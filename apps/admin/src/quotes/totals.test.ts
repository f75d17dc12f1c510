import { describe, expect, it } from "vitest";
import examples from "../../../../domain/invoice/testdata/totals.json";
import { rateTotals } from "./totals";

// The same examples domain/invoice's TestTotalsExamples holds the server's invoices to.
describe("rateTotals", () => {
  it.each(examples.map((e) => [e.what, e] as const))("%s", (_, e) => {
    const { totals, totalCents } = rateTotals(e.lines, e.kor);
    expect(totals).toEqual(e.totals);
    expect(totalCents).toBe(e.totalCents);
  });
});
