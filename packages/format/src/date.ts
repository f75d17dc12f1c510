// Dates arrive as ISO 8601 strings in UTC and are always shown in Dutch, in the
// Europe/Amsterdam time zone, whatever zone the browser is in.

const TIME_ZONE = "Europe/Amsterdam";

const longDate = new Intl.DateTimeFormat("nl-NL", {
  timeZone: TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

const time = new Intl.DateTimeFormat("nl-NL", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** formatLongDate shows a day with its weekday, e.g. "zaterdag 5 december 2026". */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** formatTime shows the wall-clock time in Amsterdam, e.g. "09:30". */
export function formatTime(iso: string): string {
  return time.format(new Date(iso));
}

/** formatDateTime shows day and time, e.g. "zaterdag 5 december 2026 om 10:00". */
export function formatDateTime(iso: string): string {
  return `${formatLongDate(iso)} om ${formatTime(iso)}`;
}

/** formatTimeRange shows start and end time, e.g. "10:00–12:00". */
export function formatTimeRange(startIso: string, endIso: string): string {
  return `${formatTime(startIso)}–${formatTime(endIso)}`;
}

/** formatDuration shows the time between two instants, e.g. "2 uur", "2 uur en 30 minuten", "45 minuten". */
export function formatDuration(startIso: string, endIso: string): string {
  const totalMinutes = Math.max(0, Math.round((Date.parse(endIso) - Date.parse(startIso)) / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const minutePart = `${minutes} ${minutes === 1 ? "minuut" : "minuten"}`;
  if (hours === 0) return minutePart;
  if (minutes === 0) return `${hours} uur`;
  return `${hours} uur en ${minutePart}`;
}
