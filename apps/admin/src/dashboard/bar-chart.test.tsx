// The dashboard's bar chart on its own.
import { fireEvent, render, screen } from "@testing-library/react";
import { formatEuro, formatWholeEuro } from "@wandelwijs/format/money";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MonthBarChart, niceTicks } from "./bar-chart";

const months = [
  { label: "sep 26", value: 12500 },
  { label: "okt 26", value: 0 },
  { label: "nov 26", value: 17500 },
];

const revenue = (data = months) =>
  render(<MonthBarChart title="Omzet" data={data} color="#8a5a2b" format={formatEuro} tick={formatWholeEuro} minStep={100} empty="Nog niets in deze maanden." />);

const height = (label: string) => Number(document.querySelector(`[data-bar="${label}"]`)!.getAttribute("height"));
const spaced = (text: string | null | undefined) => text?.replace(/\u00a0/g, " ");

describe("MonthBarChart", () => {
  afterEach(() => vi.restoreAllMocks());

  it("draws a bar per month, as tall as its value against the axis", () => {
    revenue();
    expect(document.querySelectorAll("[data-bar]")).toHaveLength(3);
    expect(height("okt 26")).toBe(0);
    // The axis runs to € 200 in steps of € 50; € 175 is 7/8 of it, € 125 5/8.
    expect(height("nov 26") / height("sep 26")).toBeCloseTo(17500 / 12500);
    expect([...document.querySelectorAll("text")].map((t) => spaced(t.textContent))).toEqual(
      expect.arrayContaining(["€ 0", "€ 50", "€ 100", "€ 150", "€ 200", "sep 26", "nov 26"]),
    );
  });

  it("is named by its heading and reads every month's value to a screen reader", () => {
    revenue();
    const chart = screen.getByRole("img", { name: "Omzet" });
    expect(screen.getByRole("heading", { name: "Omzet" })).toBeTruthy();
    expect(chart).toHaveAccessibleDescription("sep 26: €\u00a0125,00; okt 26: €\u00a00,00; nov 26: €\u00a0175,00");
  });

  it("writes out the last month's value, and another month's as the arrow keys or the mouse pick it", () => {
    revenue();
    const value = () => spaced(screen.getByText(/^(sep|okt|nov) 26: /, { selector: "p" }).textContent);
    expect(value()).toBe("nov 26: € 175,00");
    const chart = screen.getByRole("img", { name: "Omzet" });
    chart.focus();
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    expect(value()).toBe("sep 26: € 125,00");
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    expect(value()).toBe("sep 26: € 125,00");
    fireEvent.keyDown(chart, { key: "End" });
    expect(value()).toBe("nov 26: € 175,00");
    fireEvent.mouseEnter(document.querySelector('[data-bar="okt 26"]')!);
    expect(value()).toBe("okt 26: € 0,00");
    fireEvent.mouseLeave(chart);
    expect(value()).toBe("nov 26: € 175,00");
  });

  it("says there is nothing yet instead of drawing an empty chart", () => {
    revenue([]);
    expect(screen.getByText("Nog niets in deze maanden.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("heading", { name: "Omzet" })).toBeTruthy();
  });

  it("says so too when every month is nought", () => {
    revenue(months.map((m) => ({ ...m, value: 0 })));
    expect(screen.getByText("Nog niets in deze maanden.")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("names every month when the chart is wide, and every third counted back from the last on a phone", () => {
    const year = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"].map((m, i) => ({ label: `${m} 26`, value: i + 1 }));
    const named = (width: number) => {
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(width);
      const { unmount } = render(<MonthBarChart title="Betaalde boekingen" data={year} color="#2f5d3a" format={String} empty="" />);
      const names = [...document.querySelectorAll("text")].map((t) => t.textContent).filter((t) => t?.endsWith(" 26"));
      unmount();
      return names;
    };
    expect(named(1000)).toHaveLength(12);
    const phone = named(300);
    expect(phone.at(-1)).toBe("dec 26");
    expect(phone.length).toBeLessThan(6);
  });
});

describe("niceTicks", () => {
  it("steps 1, 2 or 5 times a power of ten from 0 past the highest value", () => {
    expect(niceTicks(17500, 100)).toEqual([0, 5000, 10000, 15000, 20000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it("never steps less than the smallest step: whole counts, whole euros", () => {
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(30, 100)).toEqual([0, 100]);
  });
});
