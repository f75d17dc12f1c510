// Walk times are entered as wall-clock time in Amsterdam, whatever zone the browser is in,
// and travel as UTC ISO strings. A datetime-local input's value is "YYYY-MM-DDTHH:mm".

const TIME_ZONE = "Europe/Amsterdam";

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function wallParts(instant: number) {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallClock.formatToParts(new Date(instant))) {
    if (type !== "literal") parts[type] = Number(value);
  }
  return parts;
}

/** offsetMs is how far Amsterdam's clock is ahead of UTC at instant (1 or 2 hours). */
function offsetMs(instant: number): number {
  const p = wallParts(instant);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, "0");

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * toAmsterdamInput shows an instant as Amsterdam wall-clock time for a datetime-local input.
 * A value that is already wall-clock time (no zone) is kept: react-admin may format twice.
 */
export function toAmsterdamInput(iso: string | null | undefined): string {
  if (!iso) return "";
  if (LOCAL.test(iso)) return iso.slice(0, 16);
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return "";
  const p = wallParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * fromAmsterdamInput reads a datetime-local value as Amsterdam wall-clock time and returns the
 * instant as a UTC ISO string; null for an empty or malformed value. A time that does not
 * exist (the hour skipped when summer time starts) moves forward by the gap.
 */
export function fromAmsterdamInput(value: string | null | undefined): string | null {
  const m = value ? LOCAL.exec(value) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const wallAsUtc = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  // Two steps settle the offset also next to a change of summer time.
  let instant = wallAsUtc - offsetMs(wallAsUtc);
  instant = wallAsUtc - offsetMs(instant);
  return new Date(instant).toISOString();
}
