import { MessagePage } from "../../../shared/components/message-panel";
import { PaymentResultPage } from "../../../shared/components/payment-result";
import { tBooking } from "../../../shared/i18n/booking";
import { usePaymentResult } from "../hooks/use-payment-result";
import { isCancelled } from "../utils/status";
import { LOOK, ResultHead, resultTitle } from "./booking-result-head";
import { NextSteps, PaymentDetails, WhatNow } from "./booking-result-details";
import "./booking.css";

/**
 * BookingSuccess is /booking-success?bookingId=…, where the payment provider sends the
 * customer back: it follows the payment until it is paid or failed.
 */
export function BookingSuccess({ bookingId }: { bookingId: string | null }) {
  if (!bookingId) return <NoBooking />;
  return <PaymentResult bookingId={bookingId} />;
}

function NoBooking() {
  return (
    <MessagePage title={tBooking("success.noBooking")} link={{ to: "/", label: tBooking("success.backToWalks") }}>
      <p>{tBooking("success.noBookingText")}</p>
    </MessagePage>
  );
}

function PaymentResult({ bookingId }: { bookingId: string }) {
  const result = usePaymentResult(bookingId);
  const { booking, outcome, aborted } = result;
  return (
    <PaymentResultPage
      look={LOOK}
      isError={result.isError}
      loaded={booking !== undefined}
      notFound={{
        title: tBooking("success.notFound"),
        text: tBooking("success.notFoundText"),
        link: { to: "/", label: tBooking("success.toWalks") },
      }}
      title={resultTitle(outcome)}
      head={booking && <ResultHead booking={booking} result={result} />}
    >
      {booking && outcome === "paid" && !isCancelled(booking.status) && <NextSteps />}
      {booking && outcome === "failed" && <WhatNow aborted={aborted} />}
      {booking && <PaymentDetails booking={booking} state={{ outcome, aborted }} />}
    </PaymentResultPage>
  );
}
