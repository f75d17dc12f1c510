import { describe, expect, it } from "vitest";
import { formatEuro, formatWholeEuro } from "./money";

// Intl puts a no-break space between the sign and the amount; compare with a plain space.
const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("formatEuro", () => {
  it.each([
    [2500, "€ 25,00"],
    [1999, "€ 19,99"],
    [5, "€ 0,05"],
    [0, "€ 0,00"],
    [123456, "€ 1.234,56"],
  ])("shows %i cents as %s", (cents, expected) => {
    expect(plain(formatEuro(cents))).toBe(expected);
  });

  it("keeps sign and amount together with a no-break space", () => {
    expect(formatEuro(2500)).toBe("€\u00a025,00");
  });
});

describe("formatEuro in another locale", () => {
  it("puts the sign and separators as British English does", () => {
    expect(formatEuro(123456, "en-GB")).toBe("€1,234.56");
  });
});

describe("formatWholeEuro", () => {
  it("shows whole euros with the sign, for a chart's axis", () => {
    expect(formatWholeEuro(100000).replace(/\u00a0/g, " ")).toBe("€ 1.000");
    expect(formatWholeEuro(0).replace(/\u00a0/g, " ")).toBe("€ 0");
  });
});
