import { describe, expect, it } from "vitest";
import examples from "../../platform/format/testdata/formats.json";
import { formatDateTime, formatDuration, formatLongDate, formatTime } from "./date";
import { formatEuro } from "./money";

// The SPAs show money, time and durations as the mails (platform/mail) and the BFF's first
// screens (bff/pages) do: the three read the same examples.
const LOCALES = { nl: "nl-NL", en: "en-GB" } as const;

describe.each(Object.entries(LOCALES) as ["nl" | "en", string][])("in %s", (language, locale) => {
  it.each(examples.euro)("shows $cents cents as Go does", (example) => {
    expect(formatEuro(example.cents, locale)).toBe(example[language]);
  });

  it.each(examples.moments)("shows $name as Go does", (example) => {
    expect(formatLongDate(example.at, locale)).toBe(example.longDate[language]);
    expect(formatTime(example.at, locale)).toBe(example.time);
    expect(formatDateTime(example.at, locale)).toBe(example.dateTime[language]);
  });

  it.each(examples.durations)("shows $minutes minutes as Go does", (example) => {
    const start = "2026-12-05T09:00:00Z";
    const end = new Date(Date.parse(start) + example.minutes * 60_000).toISOString();
    expect(formatDuration(start, end, locale)).toBe(example[language]);
  });
});
