// Dates arrive as ISO 8601 strings in UTC and are always shown in the Europe/Amsterdam
// time zone, whatever zone the browser is in. Every function takes the locale to show them
// in; it defaults to defaultLocale(): Dutch (nl-NL) unless the page set another.

import { defaultLocale } from "./locale";

const TIME_ZONE = "Europe/Amsterdam";

const LONG_DATE: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
};

const TIME: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** cached keeps one Intl formatter per locale and kind, as building one is slow. */
function cached<F>(make: (locale: string) => F): (locale: string) => F {
  const made = new Map<string, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const longDate = cached((locale) => new Intl.DateTimeFormat(locale, LONG_DATE));
const time = cached((locale) => new Intl.DateTimeFormat(locale, TIME));
const dateTime = cached((locale) => new Intl.DateTimeFormat(locale, { ...LONG_DATE, ...TIME }));
const hoursUnit = cached((locale) => new Intl.NumberFormat(locale, { style: "unit", unit: "hour", unitDisplay: "long" }));
const minutesUnit = cached(
  (locale) => new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "long" }),
);
const and = cached((locale) => new Intl.ListFormat(locale, { type: "conjunction" }));

/** formatLongDate shows a day with its weekday, e.g. "zaterdag 5 december 2026". */
export function formatLongDate(iso: string, locale = defaultLocale()): string {
  return longDate(locale).format(new Date(iso));
}

/** formatTime shows the wall-clock time in Amsterdam, e.g. "09:30". */
export function formatTime(iso: string, locale = defaultLocale()): string {
  return time(locale).format(new Date(iso));
}

/** formatDateTime shows day and time, e.g. "zaterdag 5 december 2026 om 10:00". */
export function formatDateTime(iso: string, locale = defaultLocale()): string {
  return dateTime(locale).format(new Date(iso));
}

/** formatTimeRange shows start and end time, e.g. "10:00–12:00". */
export function formatTimeRange(startIso: string, endIso: string, locale = defaultLocale()): string {
  return `${formatTime(startIso, locale)}–${formatTime(endIso, locale)}`;
}

/** formatDuration shows the time between two instants, e.g. "2 uur", "2 uur en 30 minuten", "45 minuten". */
export function formatDuration(startIso: string, endIso: string, locale = defaultLocale()): string {
  const totalMinutes = Math.max(0, Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const minutePart = minutesUnit(locale).format(minutes);
  if (hours === 0) return minutePart;
  const hourPart = hoursUnit(locale).format(hours);
  if (minutes === 0) return hourPart;
  return and(locale).format([hourPart, minutePart]);
}
