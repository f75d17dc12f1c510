// What an audit line changed, in a few words: the fields whose value differs between
// before and after, or what the request said (a reason, a subject).

type Json = Record<string, unknown> | null | undefined;

/** IGNORED are fields that change with every write or say nothing to an organiser. */
const IGNORED = new Set(["id", "updatedAt", "createdAt", "bookingStats"]);

/** REQUEST_FIELDS are what a request body says of a write, in the order worth showing. */
const REQUEST_FIELDS = ["reason", "subject", "status", "refund", "message"];

const show = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v));

/** changeSummary lists up to max changes as "field: before → after", or the request's fields. */
export function changeSummary(before: Json, after: Json, max = 4): string[] {
  if (before && after) {
    // The same record before and after: its changed fields. Else before is the request.
    if (Object.keys(before).some((k) => k in after)) {
      const changed = Object.keys(after).filter((k) => !IGNORED.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      return changed.slice(0, max).map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
    }
    return REQUEST_FIELDS.filter((k) => k in before)
      .slice(0, max)
      .map((k) => `${k}: ${show(before[k])}`);
  }
  const one = after ?? before;
  if (!one) return [];
  const name = one.title ?? one.name ?? one.email;
  return name ? [show(name)] : [];
}
