// What an audit line changed, in a few words: the fields whose value differs between
// before and after, or what the request said (a reason, a subject), in Dutch. A field an
// organiser does not know (an internal flag, a nested record) is left out, not shown raw.
import { formatEuro } from "@wandelwijs/format/money";
import { formatShortDateTime } from "../shared/fields";

type Json = Record<string, unknown> | null | undefined;

/** IGNORED are fields that change with every write or say nothing to an organiser. */
const IGNORED = new Set(["id", "updatedAt", "createdAt", "bookingStats"]);

/** REQUEST_FIELDS are what a request body says of a write, in the order worth showing. */
const REQUEST_FIELDS = ["status", "reason", "subject", "refund", "message"];

/** LABELS name the fields an organiser sees changed; any other is left out. */
const LABELS: Record<string, string> = {
  title: "Titel",
  slug: "Slug",
  dateStart: "Start",
  dateEnd: "Einde",
  city: "Stad",
  address: "Adres",
  shortDesc: "Korte beschrijving",
  fullDesc: "Beschrijving",
  priceCents: "Prijs",
  minParticipants: "Minimum",
  maxParticipants: "Maximum",
  coverImageUrl: "Afbeelding",
  published: "Gepubliceerd",
  status: "Status",
  reason: "Reden",
  refund: "Terugbetalen",
  message: "Bericht",
  subject: "Onderwerp",
  name: "Naam",
  email: "E-mail",
  phone: "Telefoon",
  role: "Rol",
  qty: "Personen",
  walk: "Wandeling",
  totalCents: "Totaal",
  subtotalCents: "Subtotaal",
  voucherUsedCents: "Met cadeaubon",
  voucher: "Cadeaubon",
  paymentStatus: "Betaling",
};

/** Words looks up the Dutch word for a status or a role (the SPA's translate). */
export type Words = (key: string, options?: { _: string }) => string;

/** WORDS are the groups of wandelwijs.* texts that hold a field's values in Dutch, tried in order. */
const WORDS: Record<string, string[]> = {
  status: ["bookingStatus", "requestStatus"],
  paymentStatus: ["bookingStatus"],
  role: ["role"],
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * show writes a value as an organiser reads it: euros, Amsterdam time, ja/nee, a status in
 * Dutch, a walk's title, a voucher's value; undefined for a nested record it cannot name.
 */
function show(key: string, v: unknown, words: Words): string | undefined {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "number" && key.endsWith("Cents")) return formatEuro(v);
  if (typeof v === "boolean") return v ? "ja" : "nee";
  if (typeof v === "string" && ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))) return formatShortDateTime(v);
  if (typeof v === "string" && WORDS[key]) return WORDS[key].reduceRight((fallback, group) => words(`wandelwijs.${group}.${v}`, { _: fallback }), v);
  if (typeof v === "object") {
    const { title, valueCents } = v as Record<string, unknown>;
    if (typeof title === "string") return title;
    if (typeof valueCents === "number") return formatEuro(valueCents);
    return undefined;
  }
  return String(v);
}

/** line writes one field as "Veld: waarde" (or "Veld: voor → na"), or nothing when a value cannot be said. */
function line(key: string, words: Words, ...values: unknown[]): string[] {
  const shown = values.map((v) => show(key, v, words));
  return shown.every((v) => v !== undefined) ? [`${LABELS[key]}: ${shown.join(" → ")}`] : [];
}

const untranslated: Words = (key, options) => options?._ ?? key;

/**
 * changeSummary lists up to max changes as "Veld: voor → na" when before is the record as
 * it was (it has an id), else the request's fields ("Reden: Storm"), or what was made.
 */
export function changeSummary(before: Json, after: Json, words: Words = untranslated, max = 4): string[] {
  if (before && after) {
    if ("id" in before) {
      const changed = Object.keys(after).filter(
        (k) => k in LABELS && !IGNORED.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
      );
      return changed.flatMap((k) => line(k, words, before[k], after[k])).slice(0, max);
    }
    return REQUEST_FIELDS.filter((k) => k in before)
      .flatMap((k) => line(k, words, before[k]))
      .slice(0, max);
  }
  const one = after ?? before;
  if (!one) return [];
  const name = one.title ?? one.name ?? one.email;
  return typeof name === "string" && name ? [name] : [];
}
