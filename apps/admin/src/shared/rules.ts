// The business numbers the back office shows or checks. They live in one file,
// packages/platform/rules/rules.json, which the Go services embed as well.
import facts from "../../../../packages/platform/rules/rules.json";

/** Rules are the parts of rules.json the back office uses. */
export interface Rules {
  booking: {
    /** maxPersons is the most places one booking can take. */
    maxPersons: number;
    /** deskHoldHours is how long a booking taken with a payment link keeps its places. */
    deskHoldHours: number;
  };
  walk: {
    minParticipants: number;
    maxParticipants: number;
    /** seriesMaxDates is the most dates one repeat of a walk may make. */
    seriesMaxDates: number;
    /** defaults fill the form for a new walk. */
    defaults: { priceCents: number; minParticipants: number; maxParticipants: number };
  };
  customWalk: {
    durations: { value: string; label: string }[];
  };
  /**
   * invoice: the btw rates a quote line may carry, and a new line's; voucherPurpose is
   * "multi" or "single" (art. 2a Wet OB), read by the Go services only.
   */
  invoice: { vatRates: number[]; defaultVatRate: number; voucherPurpose: string };
  image: {
    maxMegabytes: number;
    altMaxLength: number;
  };
}

export const RULES: Rules = facts;
