// What an audit line changed, in a few words: the fields whose value differs between
// before and after, or what the request said (a reason, a subject), in Dutch.
import { formatEuro } from "@wandelwijs/format/money";
import { formatShortDateTime } from "../shared/fields";

type Json = Record<string, unknown> | null | undefined;

/** IGNORED are fields that change with every write or say nothing to an organiser. */
const IGNORED = new Set(["id", "updatedAt", "createdAt", "bookingStats"]);

/** REQUEST_FIELDS are what a request body says of a write, in the order worth showing. */
const REQUEST_FIELDS = ["status", "reason", "subject", "refund", "message", "walkId"];

/** LABELS name the fields an organiser sees changed; any other keeps its own name. */
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
  walkId: "Wandeling",
  totalCents: "Totaal",
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** show writes a value as an organiser reads it: euros, Amsterdam time, ja/nee, a walk's title. */
function show(key: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return "—";
  if (typeof v === "number" && key.endsWith("Cents")) return formatEuro(v);
  if (typeof v === "boolean") return v ? "ja" : "nee";
  if (typeof v === "string" && ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))) return formatShortDateTime(v);
  if (typeof v === "object") {
    const title = (v as Record<string, unknown>).title;
    return typeof title === "string" ? title : JSON.stringify(v);
  }
  return String(v);
}

const label = (key: string) => LABELS[key] ?? key;

/**
 * changeSummary lists up to max changes as "Veld: voor → na" when before is the record as
 * it was (it has an id), else the request's fields ("Reden: Storm"), or what was made.
 */
export function changeSummary(before: Json, after: Json, max = 4): string[] {
  if (before && after) {
    if ("id" in before) {
      const changed = Object.keys(after).filter((k) => !IGNORED.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      return changed.slice(0, max).map((k) => `${label(k)}: ${show(k, before[k])} → ${show(k, after[k])}`);
    }
    return REQUEST_FIELDS.filter((k) => k in before)
      .slice(0, max)
      .map((k) => `${label(k)}: ${show(k, before[k])}`);
  }
  const one = after ?? before;
  if (!one) return [];
  const name = one.title ?? one.name ?? one.email;
  return name ? [show("name", name)] : [];
}
