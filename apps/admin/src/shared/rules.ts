// The business numbers the back office shows or checks. They live in one file,
// packages/platform/rules/rules.json, which the Go services embed as well.
import facts from "../../../../packages/platform/rules/rules.json";

/** Rules are the parts of rules.json the back office uses. */
export interface Rules {
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
}

export const RULES: Rules = facts;
