import { AMOUNT_STEP, FALLBACK_AMOUNT, MAX_AMOUNT, MIN_AMOUNT, VOUCHER_PRESETS } from "../constants";

/** AmountChoice is what the amount picker holds: one of the presets, or a free amount. */
export type AmountChoice = { kind: "preset"; euros: number } | { kind: "free"; typed: string };

/** isValidAmount tells whether a whole number of euro is a voucher amount: MIN_AMOUNT to MAX_AMOUNT in steps of AMOUNT_STEP. */
export function isValidAmount(euros: number): boolean {
  return Number.isInteger(euros) && euros >= MIN_AMOUNT && euros <= MAX_AMOUNT && euros % AMOUNT_STEP === 0;
}

/**
 * parseAmount reads a free amount as typed: whole euros (a trailing ",00" or ".00" is
 * allowed) from MIN_AMOUNT to MAX_AMOUNT in steps of AMOUNT_STEP, or null for anything else (empty, letters,
 * cents, off the 5-euro grid, out of bounds).
 */
export function parseAmount(typed: string): number | null {
  const match = /^(\d+)(?:[.,]0*)?$/.exec(typed.trim());
  const euros = match ? Number(match[1]) : Number.NaN;
  return isValidAmount(euros) ? euros : null;
}

/** amountOrFallback reads a free amount as typed; one that cannot be falls back to FALLBACK_AMOUNT. */
export function amountOrFallback(typed: string): number {
  return parseAmount(typed) ?? FALLBACK_AMOUNT;
}

/** chosenAmount is the amount in euro that a choice stands for. */
export function chosenAmount(choice: AmountChoice): number {
  return choice.kind === "preset" ? choice.euros : amountOrFallback(choice.typed);
}

/** isPreset tells whether euros is one of the one-click amounts. */
export function isPreset(euros: number): boolean {
  return VOUCHER_PRESETS.includes(euros);
}

/** euroLabel shows a whole number of euro the short way, e.g. "€ 30". */
export function euroLabel(euros: number): string {
  return `€\u00a0${euros}`;
}
