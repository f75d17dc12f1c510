import { describe, expect, it } from "vitest";
import { amountOrFallback, chosenAmount, isValidAmount, parseAmount } from "./amount";

describe("free voucher amount", () => {
  it.each([
    ["10", 10],
    ["15", 15],
    ["75", 75],
    ["500", 500],
    [" 120 ", 120],
    ["60,00", 60],
    ["60.0", 60],
  ])("takes %j as € %i", (typed, euros) => {
    expect(parseAmount(typed)).toBe(euros);
    expect(amountOrFallback(typed)).toBe(euros);
  });

  it.each([
    ["", "empty"],
    ["abc", "letters"],
    ["5", "below 10"],
    ["0", "zero"],
    ["-20", "negative"],
    ["505", "above 500"],
    ["1000", "far above 500"],
    ["12", "off the 5-euro grid"],
    ["153", "off the grid near a valid amount"],
    ["12,50", "cents"],
    ["1e2", "an exponent"],
  ])("falls back to € 10 for %j (%s)", (typed) => {
    expect(parseAmount(typed)).toBeNull();
    expect(amountOrFallback(typed)).toBe(10);
  });

  it("knows the bounds and the grid", () => {
    expect([5, 10, 11, 495, 500, 505].map(isValidAmount)).toEqual([false, true, false, true, true, false]);
  });

  it("reads a preset as it is and a free amount with the fallback", () => {
    expect(chosenAmount({ kind: "preset", euros: 240 })).toBe(240);
    expect(chosenAmount({ kind: "free", typed: "85" })).toBe(85);
    expect(chosenAmount({ kind: "free", typed: "88" })).toBe(10);
  });
});
