// The numbers and fixed texts of the request forms. The business numbers
// come from rules.json, which the server checks too.
import { type CustomWalkDuration, RULES } from "../../shared/config/rules";
import { tRequest } from "../../shared/i18n/request";

export type { CustomWalkDuration };

/** Custom walks are for groups within these limits; the form starts at the default. */
export const CUSTOM_WALK_MIN_PARTICIPANTS = RULES.customWalk.minParticipants;
export const CUSTOM_WALK_MAX_PARTICIPANTS = RULES.customWalk.maxParticipants;
export const CUSTOM_WALK_DEFAULT_PARTICIPANTS = RULES.customWalk.defaultParticipants;

/** CUSTOM_WALK_DURATIONS are the lengths a custom walk can have, with their labels from rules.json. */
export const CUSTOM_WALK_DURATIONS: readonly { value: CustomWalkDuration; label: string }[] = RULES.customWalk.durations;

/** Party walks (feest): one price up to a number of people, then a price per extra person; a minimum, no maximum. */
export const FEEST_BASE_PRICE_CENTS = RULES.feest.basePriceCents;
export const FEEST_BASE_PEOPLE = RULES.feest.basePeople;
export const FEEST_EXTRA_PERSON_CENTS = RULES.feest.extraPersonCents;
export const FEEST_MIN_PEOPLE = RULES.feest.minPeople;

/** FEEST_DURATION_HOURS is how long a party walk takes, roughly. */
export const FEEST_DURATION_HOURS = RULES.feest.durationHours;

/** feestPriceCents is the price of a party walk for a group: the base price also for fewer people. */
export function feestPriceCents(people: number): number {
  return FEEST_BASE_PRICE_CENTS + Math.max(0, people - FEEST_BASE_PEOPLE) * FEEST_EXTRA_PERSON_CENTS;
}

/** WALK_DURATION_HOURS is how long a regular walk takes, roughly. */
export const WALK_DURATION_HOURS = RULES.walk.durationHours;

/** Free-text limits, the same as the server's. */
export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 5_000;
export const MAX_SHORT_TEXT_LENGTH = 200;
export const MAX_DATES_LENGTH = 500;
export const MAX_ACCESSIBILITY_LENGTH = 2_000;

/** The failure dialog of the request forms. */
export const SUBMIT_FAILED_TITLE = tRequest("submitFailedTitle");
export const REQUEST_FAILED_MESSAGE = tRequest("requestFailed");
export const CONTACT_FAILED_MESSAGE = tRequest("contactFailed");

/** How long each form's failure dialog stays open. */
export const CUSTOM_WALK_FAILED_MS = 8_000;
export const FEEST_FAILED_MS = 6_000;
export const CONTACT_FAILED_MS = 6_000;
