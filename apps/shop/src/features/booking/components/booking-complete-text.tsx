import { formatEuro } from "@wandelwijs/format/money";
import { hours, RULES } from "../../../shared/config/rules";
import { PayButton } from "../../../shared/components/payment-result";
import { tBooking } from "../../../shared/i18n/booking";
import { payBookingAgain } from "../api/payments";
import type { Booking } from "../types";
import { isCancelled } from "../utils/status";

/** BookingResult is which headline the booking result shows. */
export type BookingResult = "cancelled" | "free" | "paid" | "failed" | "payment-required";

/** bookingResult: cancelled, a confirmed free booking (total 0), paid, failed, or payment still required. */
export function bookingResult(booking: Pick<Booking, "status" | "totalCents">): BookingResult {
  if (isCancelled(booking.status)) return "cancelled";
  if (booking.totalCents === 0) return "free";
  if (booking.status === "PAID") return "paid";
  if (booking.status === "FAILED") return "failed";
  return "payment-required";
}

/** paidWithVoucher: a booking with total 0 because a gift voucher paid for it, not a free walk. */
function paidWithVoucher(booking: Pick<Booking, "totalCents" | "voucherUsedCents">): boolean {
  return booking.totalCents === 0 && booking.voucherUsedCents > 0;
}

/** headline is the result's headline; a booking the gift voucher paid for says so. */
export function headline(booking: Booking, result: BookingResult): string {
  if (result === "free" && paidWithVoucher(booking)) return tBooking("complete.headline.voucher");
  return tBooking(`complete.headline.${result === "payment-required" ? "paymentRequired" : result}`);
}

/** ResultText says what the result means for the customer, with the way on when payment is still due. */
export function ResultText({ booking, result, email }: { booking: Booking; result: BookingResult; email: string }) {
  const mail = email ? tBooking("complete.mail", { email: <strong>{email}</strong> }) : null;
  switch (result) {
    case "cancelled":
      return <p>{tBooking("complete.cancelled")}</p>;
    case "free":
      if (paidWithVoucher(booking)) {
        return (
          <p>
            {tBooking("complete.paidByVoucher", { amount: formatEuro(booking.voucherUsedCents) })}
            {mail}
          </p>
        );
      }
      return (
        <p>
          {tBooking("complete.free")}
          {mail}
        </p>
      );
    case "paid":
      return (
        <p>
          {tBooking("complete.paid")}
          {mail}
        </p>
      );
    case "failed":
      return (
        <>
          <p>{tBooking("complete.failed")}</p>
          <div className="booking-actions">
            <PayButton label={tBooking("complete.payAgain")} onPay={() => payBookingAgain(booking.id)} />
          </div>
        </>
      );
    case "payment-required":
      return (
        <>
          <p>{tBooking("complete.received")}</p>
          <p className="booking-warning">{tBooking("complete.hold", { hours: hours(RULES.booking.holdHours) })}</p>
          <div className="booking-actions">
            <PayButton label={tBooking("complete.payNow")} onPay={() => payBookingAgain(booking.id)} />
          </div>
        </>
      );
  }
}
