import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import { payAgain } from "../../../shared/api/payments";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** BookingPaymentState is GET /payments/booking/{id}/status. */
export type BookingPaymentState = shop.PaymentState;

/** getBookingPaymentState reads a booking's payment state as stored. */
export function getBookingPaymentState(bookingId: string, signal?: AbortSignal): Promise<BookingPaymentState> {
  return apiFetch<BookingPaymentState>(`/payments/booking/${encodeURIComponent(bookingId)}/status`, { signal });
}

export function bookingPaymentStateQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: ["payments", "booking", bookingId],
    queryFn: ({ signal }) => getBookingPaymentState(bookingId, signal),
  });
}

/**
 * payBookingAgain POSTs a new payment for the booking (the mails' GET of the same address
 * only leads to the booking's page) and sends the browser to its checkout, or, when none
 * can start, to the booking's page with ?retry=mislukt, which says so.
 */
export function payBookingAgain(bookingId: string): Promise<void> {
  const id = encodeURIComponent(bookingId);
  return payAgain(`/payments/retry-booking-payment/${id}`, `/booking/complete/${id}?retry=mislukt`);
}
