import { formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { Detail } from "../../../shared/components/detail";
import type { Booking } from "../types";
import { bookingNumber } from "../utils/status";

/** participant is who the booking is for: the account's or the guest's name and e-mail. */
export function participant(booking: Booking): { name: string; email: string } {
  if (booking.user) return booking.user;
  return { name: booking.guestName ?? "", email: booking.guestEmail ?? "" };
}

/** persons says a number of persons in Dutch. */
export function persons(n: number): string {
  return n === 1 ? "1 persoon" : `${n} personen`;
}

/** whenText is a walk's day and time, e.g. "zaterdag 5 december 2026, 10:00–12:00". */
export function whenText(walk: Booking["walk"]): string {
  return `${formatLongDate(walk.dateStart)}, ${formatTimeRange(walk.dateStart, walk.dateEnd)}`;
}

/** BookingNumber shows the booking number. */
export function BookingNumberDetail({ booking }: { booking: Booking }) {
  return <Detail label="Boekingsnummer">{bookingNumber(booking.id)}</Detail>;
}

/** VoucherDetails shows the voucher amount used and what is left on it, when a voucher applied. */
export function VoucherDetails({ booking }: { booking: Booking }) {
  if (!booking.voucher && booking.voucherUsedCents <= 0) return null;
  return (
    <>
      <Detail label="Cadeaubon gebruikt">{formatEuro(booking.voucherUsedCents)}</Detail>
      {booking.voucher && <Detail label="Resterend tegoed">{formatEuro(booking.voucher.remainingCents)}</Detail>}
    </>
  );
}
