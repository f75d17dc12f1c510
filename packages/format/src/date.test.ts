import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatDuration,
  formatLongDate,
  formatTime,
  formatTimeRange,
} from "./date";

describe("date formatting in Europe/Amsterdam", () => {
  it("shows a long Dutch date with its weekday", () => {
    expect(formatLongDate("2026-12-05T09:00:00Z")).toBe("zaterdag 5 december 2026");
  });

  it("uses the Amsterdam day, not the UTC day, near midnight", () => {
    // 23:30 UTC on 31 December is already 00:30 on New Year's Day in Amsterdam (UTC+1).
    expect(formatLongDate("2026-12-31T23:30:00Z")).toBe("vrijdag 1 januari 2027");
    expect(formatTime("2026-12-31T23:30:00Z")).toBe("00:30");
  });

  it("adds one hour in winter and two in summer (DST)", () => {
    expect(formatTime("2026-01-15T08:30:00Z")).toBe("09:30");
    expect(formatTime("2026-07-15T08:30:00Z")).toBe("10:30");
  });

  it("switches offset exactly at the DST change on the last Sunday of March", () => {
    // Clocks jump from 02:00 CET to 03:00 CEST at 01:00 UTC on 29 March 2026.
    expect(formatTime("2026-03-29T00:59:00Z")).toBe("01:59");
    expect(formatTime("2026-03-29T01:00:00Z")).toBe("03:00");
  });

  it("shows date and time together", () => {
    expect(formatDateTime("2026-06-06T07:00:00Z")).toBe("zaterdag 6 juni 2026 om 09:00");
  });

  it("shows a start–end range", () => {
    expect(formatTimeRange("2026-12-05T09:00:00Z", "2026-12-05T11:30:00Z")).toBe("10:00–12:30");
  });
});

describe("formatDuration", () => {
  it.each([
    ["2026-12-05T09:00:00Z", "2026-12-05T11:00:00Z", "2 uur"],
    ["2026-12-05T09:00:00Z", "2026-12-05T11:30:00Z", "2 uur en 30 minuten"],
    ["2026-12-05T09:00:00Z", "2026-12-05T09:45:00Z", "45 minuten"],
    ["2026-12-05T09:00:00Z", "2026-12-05T10:01:00Z", "1 uur en 1 minuut"],
    ["2026-12-05T09:00:00Z", "2026-12-05T09:00:00Z", "0 minuten"],
  ])("from %s to %s is %s", (start, end, expected) => {
    expect(formatDuration(start, end)).toBe(expected);
  });

  it("counts real elapsed time across the DST change", () => {
    // 01:30 CET to 03:30 CEST on 29 March 2026: the clock moves two hours, one real hour passes.
    expect(formatDuration("2026-03-29T00:30:00Z", "2026-03-29T01:30:00Z")).toBe("1 uur");
  });
});

describe("another locale", () => {
  it("shows the same instants in British English", () => {
    expect(formatLongDate("2026-12-05T09:00:00Z", "en-GB")).toBe("Saturday, 5 December 2026");
    expect(formatDateTime("2026-06-06T07:00:00Z", "en-GB")).toBe("Saturday, 6 June 2026 at 09:00");
    expect(formatDuration("2026-12-05T09:00:00Z", "2026-12-05T11:30:00Z", "en-GB")).toBe("2 hours and 30 minutes");
    expect(formatDuration("2026-12-05T09:00:00Z", "2026-12-05T10:01:00Z", "en-GB")).toBe("1 hour and 1 minute");
  });
});
