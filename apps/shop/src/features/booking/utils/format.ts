import { formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { tBooking } from "../../../shared/i18n/booking";
import type { Booking } from "../types";

/** participant is who the booking is for: the account's or the guest's name and e-mail. */
export function participant(booking: Booking): { name: string; email: string } {
  if (booking.user) return booking.user;
  return { name: booking.guestName ?? "", email: booking.guestEmail ?? "" };
}

/** persons says a number of persons: "1 persoon", "3 personen". */
export function persons(n: number): string {
  return tBooking("persons", { count: n });
}

/** whenText is a walk's day and time, e.g. "zaterdag 5 december 2026, 10:00–12:00". */
export function whenText(walk: Booking["walk"]): string {
  return `${formatLongDate(walk.dateStart)}, ${formatTimeRange(walk.dateStart, walk.dateEnd)}`;
}
