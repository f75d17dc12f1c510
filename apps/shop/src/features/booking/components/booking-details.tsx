import { formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { Detail } from "../../../shared/components/detail";
import type { Booking } from "../types";
import { bookingNumber, isCancelled, statusLabel } from "../utils/status";

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

/**
 * VoucherDetails shows the voucher amount used and what is left on it, when a voucher
 * applied; a booking cancelled or failed gave that amount back to the voucher.
 */
export function VoucherDetails({ booking }: { booking: Booking }) {
  if (!booking.voucher && booking.voucherUsedCents <= 0) return null;
  const givenBack = isCancelled(booking.status) || booking.status === "FAILED";
  return (
    <>
      <Detail label={givenBack ? "Terug op je cadeaubon" : "Cadeaubon gebruikt"}>{formatEuro(booking.voucherUsedCents)}</Detail>
      {booking.voucher && <Detail label="Resterend tegoed">{formatEuro(booking.voucher.remainingCents)}</Detail>}
    </>
  );
}

/** BookingFacts are a booking's details as its own pages show them: walk, who, persons, number, status, money. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const who = participant(booking);
  return (
    <dl className="booking-details">
      <Detail label="Wandeling">
        <strong>{booking.walk.title}</strong>
        <br />
        {whenText(booking.walk)}
        <br />
        {booking.walk.address}, {booking.walk.city}
      </Detail>
      <Detail label="Deelnemer">
        {who.name}
        {who.email && (
          <>
            <br />
            {who.email}
          </>
        )}
      </Detail>
      <Detail label="Aantal personen">{persons(booking.qty)}</Detail>
      <BookingNumberDetail booking={booking} />
      <Detail label="Status">{statusLabel(booking.status)}</Detail>
      <Detail label="Totaal">{formatEuro(booking.totalCents)}</Detail>
      <VoucherDetails booking={booking} />
    </dl>
  );
}

/** CancelQuestion asks whether the customer really cancels a booking, and says what comes back. */
export function CancelQuestion({ booking }: { booking: Booking }) {
  return (
    <p>
      Weet je zeker dat je je boeking voor <strong>{booking.walk.title}</strong> op {formatLongDate(booking.walk.dateStart)}{" "}
      wilt annuleren? Heb je betaald, dan krijg je het bedrag terug; een gebruikte cadeaubon krijgt zijn tegoed terug.
    </p>
  );
}
