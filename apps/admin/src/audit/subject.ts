// What an audit line was about, as one Dutch sentence and a link to its subject: the one
// place that turns a logged action and the ids the server looked up into words.
import { shortId } from "../shared/fields";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** AuditEntry is the part of a line of GET /admin/audit that names its subject. */
export type AuditEntry = Pick<admin.AuditEntry, "action" | "subjectId" | "subjectPerson" | "subjectWalk">;

/** AuditSubject is the sentence (an i18n key and its values) and where its subject is shown. */
export interface AuditSubject {
  sentence: string;
  values: Record<string, string>;
  link?: { to: string; label: string };
}

type Describe = (e: AuditEntry) => Omit<AuditSubject, "sentence">;

const walkOf: Describe = (e) => {
  const walk = e.subjectWalk?.title ?? "";
  return { values: { walk }, link: e.subjectWalk?.id ? { to: `/walks/${encodeURIComponent(e.subjectWalk.id)}`, label: walk } : undefined };
};

const bookingOf: Describe = (e) => {
  const number = shortId(e.subjectId);
  return {
    values: { number, person: e.subjectPerson ?? "", walk: e.subjectWalk?.title ?? "" },
    link: { to: `/bookings/${encodeURIComponent(e.subjectId)}/show`, label: `Boeking ${number}` },
  };
};

const userOf: Describe = (e) => ({
  values: { person: e.subjectPerson ?? "" },
  link: e.subjectPerson && e.subjectPerson !== "verwijderd" ? { to: `/users/${encodeURIComponent(e.subjectId)}`, label: e.subjectPerson } : undefined,
});

const personOf: Describe = (e) => ({ values: { person: e.subjectPerson ?? "" } });
const nothing: Describe = () => ({ values: {} });

/** SUBJECTS maps every logged action to how its subject is named. */
const SUBJECTS: Record<string, Describe> = {
  "walk.create": walkOf,
  "walk.update": walkOf,
  "walk.delete": walkOf,
  "walk.call_off": walkOf,
  "walk.message": walkOf,
  "booking.cancel": bookingOf,
  "booking.move": bookingOf,
  "refund.retry": nothing,
  "refund.settled": nothing,
  "user.create": userOf,
  "user.update": userOf,
  "user.delete": userOf,
  "request.status": personOf,
  "database.export": nothing,
};

/**
 * auditSubject names what a line was about. An action about no subject, or whose subject
 * could not be looked up (a line from before the walk was kept), reads as the action's name.
 */
export function auditSubject(e: AuditEntry): AuditSubject {
  const described = (SUBJECTS[e.action] ?? nothing)(e);
  const named = Object.keys(described.values).length > 0 && Object.values(described.values).every((v) => v !== "");
  return { sentence: named ? `wandelwijs.audit.sentences.${e.action}` : `wandelwijs.audit.actions.${e.action}`, ...described };
}
