import { formatLongDate } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { Detail } from "../../../shared/components/detail";
import type { Booking } from "../types";
import { bookingNumber, isCancelled, statusLabel } from "../utils/status";
import { tBooking } from "../../../shared/i18n/booking";
import { participant, persons, whenText } from "../utils/format";

/** BookingNumber shows the booking number. */
export function BookingNumberDetail({ booking }: { booking: Booking }) {
  return <Detail label={tBooking("details.number")}>{bookingNumber(booking.id)}</Detail>;
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
      <Detail label={givenBack ? tBooking("details.voucherBack") : tBooking("details.voucherUsed")}>{formatEuro(booking.voucherUsedCents)}</Detail>
      {booking.voucher && <Detail label={tBooking("details.remaining")}>{formatEuro(booking.voucher.remainingCents)}</Detail>}
    </>
  );
}

/** BookingFacts are a booking's details as its own pages show them: walk, who, persons, number, status, money. */
export function BookingFacts({ booking }: { booking: Booking }) {
  const who = participant(booking);
  return (
    <dl className="booking-details">
      <Detail label={tBooking("details.walk")}>
        <strong>{booking.walk.title}</strong>
        <br />
        {whenText(booking.walk)}
        <br />
        {booking.walk.address}, {booking.walk.city}
      </Detail>
      {/* A booking read by its id alone, in another browser, comes without its guest's name and e-mail. */}
      {(who.name || who.email) && (
        <Detail label={tBooking("details.participant")}>
          {who.name}
          {who.email && (
            <>
              <br />
              {who.email}
            </>
          )}
        </Detail>
      )}
      <Detail label={tBooking("details.persons")}>{persons(booking.qty)}</Detail>
      <BookingNumberDetail booking={booking} />
      <Detail label={tBooking("details.status")}>{statusLabel(booking.status)}</Detail>
      <Detail label={tBooking("details.total")}>{formatEuro(booking.totalCents)}</Detail>
      <VoucherDetails booking={booking} />
    </dl>
  );
}

/** CancelQuestion asks whether the customer really cancels a booking, and says what comes back. */
export function CancelQuestion({ booking }: { booking: Booking }) {
  return (
    <p>
      {tBooking("details.cancelQuestion", {
        title: <strong>{booking.walk.title}</strong>,
        date: formatLongDate(booking.walk.dateStart),
      })}
    </p>
  );
}

interface CancelDialogProps {
  open: boolean;
  booking: Booking | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** CancelDialog asks whether to cancel booking, with the CancelQuestion. */
export function CancelDialog({ open, booking, busy, onConfirm, onCancel }: CancelDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={tBooking("cancelDialog.title")}
      message={booking && <CancelQuestion booking={booking} />}
      confirmLabel={tBooking("cancelDialog.confirm")}
      cancelLabel={tBooking("cancelDialog.keep")}
      busyLabel={tBooking("cancelDialog.busy")}
      busy={busy}
      type="error"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
