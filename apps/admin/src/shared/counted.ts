// Counted nouns in Dutch ("1 boeking", "2 boekingen") for the sentences that hold several.
import { useTranslate } from "react-admin";

export type CountedNoun = "bookings" | "persons" | "mails";

/** useCounted returns counted(noun, n): n with its noun, singular for 1 (wandelwijs.counted). */
export function useCounted() {
  const translate = useTranslate();
  return (noun: CountedNoun, n: number) => translate(`wandelwijs.counted.${noun}`, { smart_count: n });
}
