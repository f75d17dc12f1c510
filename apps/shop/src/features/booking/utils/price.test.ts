import { describe, expect, it } from "vitest";
import { fitQty, MAX_QTY, maxQty, priceSummary } from "./price";

describe("maxQty", () => {
  it.each([
    [25, 10],
    [10, 10],
    [7, 7],
    [1, 1],
    [0, 0],
    [-3, 0],
  ])("with %i places left offers up to %i persons", (spots, max) => {
    expect(maxQty(spots)).toBe(max);
  });

  it("never offers more than 10", () => {
    expect(MAX_QTY).toBe(10);
  });
});

describe("fitQty", () => {
  it.each([
    [6, 4, 4],
    [3, 4, 3],
    [10, 20, 10],
    [5, 1, 1],
    [5, 0, 1],
  ])("reduces %i persons to fit %i places: %i", (qty, spots, fitted) => {
    expect(fitQty(qty, spots)).toBe(fitted);
  });
});

describe("priceSummary", () => {
  it("multiplies the price by the persons", () => {
    expect(priceSummary(2500, 3)).toEqual({ subtotalCents: 7500, discountCents: 0, totalCents: 7500 });
  });

  it("deducts the voucher's remaining value", () => {
    expect(priceSummary(2500, 2, 2000)).toEqual({ subtotalCents: 5000, discountCents: 2000, totalCents: 3000 });
  });

  it("deducts no more than the subtotal, so the total never falls below 0", () => {
    expect(priceSummary(2500, 1, 10000)).toEqual({ subtotalCents: 2500, discountCents: 2500, totalCents: 0 });
  });

  it("costs nothing for a free walk, voucher or not", () => {
    expect(priceSummary(0, 4, 3000)).toEqual({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
  });
});
