import { formatEuro } from "@wandelwijs/format/money";
import { Detail } from "../../../shared/components/detail";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { tBooking } from "../../../shared/i18n/booking";
import type { Booking } from "../types";
import { paymentMethodLabel } from "../../../shared/lib/payment-methods";
import { bookingStatusLabel, paymentStatusLabel, type PaymentResultState } from "../utils/status";
import { persons, whenText } from "../utils/format";
import "../../../shared/styles/info-box.css";

/** NextSteps tells a customer whose payment went through how to come prepared. */
export function NextSteps() {
  return (
    <section className="info-box" aria-labelledby="next-steps">
      <h2 id="next-steps">{tBooking("success.nextSteps")}</h2>
      <ul className="checklist">
        <li>{tBooking("success.early")}</li>
        <li>{tBooking("success.shoes")}</li>
        <li>{tBooking("success.weather")}</li>
      </ul>
    </section>
  );
}

/** WhatNow helps a customer whose payment failed, or who broke it off (aborted): then the bank is not the question. */
export function WhatNow({ aborted }: { aborted: boolean }) {
  return (
    <section className="info-box" aria-labelledby="what-now">
      <h2 id="what-now">{tBooking("success.whatNow")}</h2>
      <ul className="checklist">
        {aborted && <li>{tBooking("success.abortedNote")}</li>}
        <li>{tBooking("success.tryAgain")}</li>
        {!aborted && <li>{tBooking("success.balance")}</li>}
        <li>{tBooking("success.call", { phone: <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a> })}</li>
      </ul>
    </section>
  );
}

/** PaymentDetails are the booking and the state of its payment, as the result page shows them. */
export function PaymentDetails({ booking, state }: { booking: Booking; state: PaymentResultState }) {
  return (
    <>
      <section className="booking-panel" aria-labelledby="payment-details">
        <h2 id="payment-details">{tBooking("success.details")}</h2>
        <dl className="booking-details">
          <Detail label={tBooking("success.walk")}>{booking.walk.title}</Detail>
          <Detail label={tBooking("success.when")}>{whenText(booking.walk)}</Detail>
          <Detail label={tBooking("success.place")}>
            {booking.walk.address}, {booking.walk.city}
          </Detail>
          <Detail label={tBooking("success.persons")}>{persons(booking.qty)}</Detail>
          <Detail label={tBooking("success.total")}>{formatEuro(booking.totalCents)}</Detail>
        </dl>
      </section>
      <section className="booking-panel" aria-labelledby="payment-status">
        <h2 id="payment-status">{tBooking("success.status")}</h2>
        <dl className="booking-details">
          <Detail label={tBooking("success.paymentStatus")}>{paymentStatusLabel(state)}</Detail>
          <Detail label={tBooking("success.bookingStatus")}>{bookingStatusLabel(booking.status, state)}</Detail>
          {booking.paymentMethod && (
            <Detail label={tBooking("success.method")}>{paymentMethodLabel(booking.paymentMethod)}</Detail>
          )}
        </dl>
      </section>
    </>
  );
}
