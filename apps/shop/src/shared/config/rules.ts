// The business numbers of Wandelwijs: booking limits, the payment hold, the cancel rule,
// voucher amounts, request limits and reply promises. They live in one file,
// packages/platform/rules/rules.json, which the Go services embed as well; this module
// gives them types and the words that show them, so every page says what the
// server enforces.
import facts from "../../../../../packages/platform/rules/rules.json";
import { tCommon } from "../i18n/common";

/** CustomWalkDuration is the value the API takes for a custom walk's length. */
export type CustomWalkDuration = "2-hours" | "half-day" | "full-day" | "multi-day";

/** Rules are the business numbers, grouped by subject. */
export interface Rules {
  booking: {
    /** maxPersons is the most places one booking can take. */
    maxPersons: number;
    /** holdHours is how long an unpaid booking keeps its places. */
    holdHours: number;
    /** cancelMinDays is how many days before the walk a customer can still cancel. */
    cancelMinDays: number;
  };
  voucher: {
    minEuro: number;
    maxEuro: number;
    stepEuro: number;
    /** presetsEuro are the amounts offered with one click; the first is the default. */
    presetsEuro: number[];
    validityMonths: number;
    returnDays: number;
    /** givenBackValidDays is how long, at least, a voucher stays spendable after a part came back. */
    givenBackValidDays: number;
  };
  walk: {
    minParticipants: number;
    maxParticipants: number;
    durationHours: number;
    seriesMaxDates: number;
    defaults: { priceCents: number; minParticipants: number; maxParticipants: number };
  };
  customWalk: {
    minParticipants: number;
    maxParticipants: number;
    defaultParticipants: number;
    durations: { value: CustomWalkDuration; label: string }[];
  };
  feest: {
    basePriceCents: number;
    basePeople: number;
    extraPersonCents: number;
    minPeople: number;
    durationHours: number;
  };
  replies: {
    /** replyHours is how soon we answer a message or request. */
    replyHours: number;
    /** customWalkReplyWorkingDays is how soon the custom-walk form promises a proposal. */
    customWalkReplyWorkingDays: number;
  };
  privacy: {
    /** retentionMonths is how long after a walk or request personal data is kept. */
    retentionMonths: number;
    /** fiscalYears is how long amounts, dates and booking numbers are kept for the books. */
    fiscalYears: number;
  };
}

/** RULES holds every business number the pages show or check. */
export const RULES = facts as Rules;

/** hours says a number of hours: "24 uur". */
export function hours(n: number): string {
  return tCommon("units.hours", { count: n });
}

/** days says a number of days: "1 dag", "4 dagen". */
export function days(n: number): string {
  return tCommon("units.days", { count: n });
}

/** workingDays says a number of working days: "1 werkdag", "2 werkdagen". */
export function workingDays(n: number): string {
  return tCommon("units.workingDays", { count: n });
}

/** months says a period, in years when it is whole years: "1 jaar", "18 maanden". */
export function months(n: number): string {
  if (n % 12 === 0) return tCommon("units.years", { count: n / 12 });
  return tCommon("units.months", { count: n });
}
