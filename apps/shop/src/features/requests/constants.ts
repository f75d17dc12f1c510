// The numbers and fixed texts of the request forms (spec 2 §5, §8, §9), in one place.

/** Custom walks are for groups of 6 to 25 people; the form starts at 10. */
export const CUSTOM_WALK_MIN_PARTICIPANTS = 6;
export const CUSTOM_WALK_MAX_PARTICIPANTS = 25;
export const CUSTOM_WALK_DEFAULT_PARTICIPANTS = 10;

/** CustomWalkDuration is the value the API takes for a custom walk's length. */
export type CustomWalkDuration = "2-hours" | "half-day" | "full-day" | "multi-day";

/** CUSTOM_WALK_DURATIONS are the lengths a custom walk can have, with their Dutch labels. */
export const CUSTOM_WALK_DURATIONS: readonly { value: CustomWalkDuration; label: string }[] = [
  { value: "2-hours", label: "2 uur" },
  { value: "half-day", label: "Halve dag (4 uur)" },
  { value: "full-day", label: "Hele dag (6-8 uur)" },
  { value: "multi-day", label: "Meerdaags" },
];

/** Party walks (feest): one price up to 6 people, then a price per extra person; at least 2, no maximum. */
export const FEEST_BASE_PRICE_CENTS = 18_000;
export const FEEST_BASE_PEOPLE = 6;
export const FEEST_EXTRA_PERSON_CENTS = 3_000;
export const FEEST_MIN_PEOPLE = 2;

/** FEEST_DURATION_HOURS is how long a party walk takes, roughly. */
export const FEEST_DURATION_HOURS = 2;

/** feestPriceCents is the price of a party walk for a group: the base price also for fewer than 6. */
export function feestPriceCents(people: number): number {
  return FEEST_BASE_PRICE_CENTS + Math.max(0, people - FEEST_BASE_PEOPLE) * FEEST_EXTRA_PERSON_CENTS;
}

/** WALK_DURATION_HOURS is how long a regular walk takes, roughly (spec 2 §9). */
export const WALK_DURATION_HOURS = 2;

/** Free-text limits, the same as the server's. */
export const MAX_NAME_LENGTH = 100;
export const MAX_MESSAGE_LENGTH = 5_000;
export const MAX_SHORT_TEXT_LENGTH = 200;
export const MAX_DATES_LENGTH = 500;
export const MAX_ACCESSIBILITY_LENGTH = 2_000;

/** The failure dialog of the request forms (spec 2 §8). */
export const SUBMIT_FAILED_TITLE = "Fout bij verzenden";
export const REQUEST_FAILED_MESSAGE = "Er is een fout opgetreden bij het verzenden van uw aanvraag. Probeer het opnieuw.";
export const CONTACT_FAILED_MESSAGE = "Er is een fout opgetreden bij het verzenden van uw bericht. Probeer het opnieuw.";

/** How long each form's failure dialog stays open. */
export const CUSTOM_WALK_FAILED_MS = 8_000;
export const FEEST_FAILED_MS = 6_000;
export const CONTACT_FAILED_MS = 6_000;
