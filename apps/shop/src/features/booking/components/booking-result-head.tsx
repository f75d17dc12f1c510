import { LeafIcon } from "../../../shared/components/icons";
import { LinkButtons } from "../../../shared/components/link-buttons";
import { PayAgain, PaymentResultHead, PROCESSING_TITLE, type PaymentResultLook } from "../../../shared/components/payment-result";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import type { PaymentOutcome } from "../../../shared/hooks/use-payment-follow";
import { tBooking } from "../../../shared/i18n/booking";
import { payBookingAgain } from "../api/payments";
import type { usePaymentResult } from "../hooks/use-payment-result";
import { STATUS_POLL_TIMEOUT_MESSAGE } from "../hooks/use-payment-status-poll";
import type { Booking } from "../types";
import { isCancelled } from "../utils/status";
import { DevTools } from "./booking-dev-tools";

/** resultTitle heads the payment result for its outcome. */
export function resultTitle(outcome: PaymentOutcome): string {
  return outcome === "processing" ? PROCESSING_TITLE : tBooking(`success.title.${outcome}`);
}

/** LOOK is the booking result page's look. */
export const LOOK: PaymentResultLook = { page: "result-page", head: "result-head", actions: "booking-actions", titleId: "payment-title", icon: <LeafIcon /> };

type Result = ReturnType<typeof usePaymentResult>;

/** ResultHead is the payment result's head: the outcome, what it means and what to do now. */
export function ResultHead({ booking, result }: { booking: Booking; result: Result }) {
  const { outcome } = result;
  const phone = <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a>;
  return (
    <PaymentResultHead
      look={LOOK}
      payment={result}
      title={resultTitle(outcome)}
      warning={
        result.pollError && (
          <p className="booking-warning">
            {tBooking("success.pollFailed", { error: <span lang="en">{STATUS_POLL_TIMEOUT_MESSAGE}</span>, phone })}
          </p>
        )
      }
      payNow={
        result.paymentOpen && (
          <PayAgain
            text={tBooking("success.open")}
            actions="booking-actions"
            label={tBooking("success.payNow")}
            onPay={() => payBookingAgain(booking.id)}
          />
        )
      }
      extra={<DevTools booking={booking} onDone={result.refresh} />}
    >
      {outcome === "paid" ? (
        <>
          <p>{isCancelled(booking.status) ? tBooking("success.cancelledSince") : tBooking("success.confirmed")}</p>
          <div className="booking-actions">
            <LinkButtons
              links={[
                { to: `/booking/complete/${booking.id}`, label: tBooking("success.view") },
                { to: "/", label: tBooking("success.moreWalks") },
              ]}
            />
          </div>
        </>
      ) : (
        <>
          <p>{tBooking("success.notPaid")}</p>
          <div className="booking-actions">
            <LinkButtons links={[{ to: `/boeken/${booking.walk.slug}`, label: tBooking("success.retry") }]} />
          </div>
        </>
      )}
    </PaymentResultHead>
  );
}
