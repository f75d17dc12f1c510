import { afterEach, describe, expect, it } from "vitest";
import { formatLongDate } from "./date";
import { setDefaultLocale } from "./locale";
import { formatEuro } from "./money";

afterEach(() => setDefaultLocale("nl-NL"));

describe("the default locale", () => {
  it("is Dutch until a page sets its own", () => {
    expect(formatEuro(2500)).toBe("€\u00a025,00");
  });

  it("formats dates and amounts en-GB style on an English page", () => {
    setDefaultLocale("en-GB");
    expect(formatEuro(2500)).toBe("€25.00");
    expect(formatLongDate("2026-12-06T09:00:00Z")).toContain("6 December 2026");
  });
});
