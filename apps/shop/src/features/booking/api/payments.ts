import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { ProviderStatus } from "../../../shared/api/payments";
import { addressIn, LANGUAGE } from "../../../shared/i18n/language";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import type { BookingStatus, PaymentStatus } from "../types";

/** BookingPaymentState is GET /payments/booking/{id}/status. */
export interface BookingPaymentState {
  /** status is the provider's status of the booking's current payment, "" when it has none. */
  status: ProviderStatus | "";
  paymentStatus: PaymentStatus;
  bookingStatus: BookingStatus;
}

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
 * retryBookingPayment starts a new payment for a booking (a POST, CSRF-protected like every
 * write; the mails' GET of the same address only leads to the booking's page) and returns
 * its checkout's address.
 */
export async function retryBookingPayment(bookingId: string): Promise<string> {
  const { checkoutUrl } = await apiFetch<{ checkoutUrl: string }>(
    `/payments/retry-booking-payment/${encodeURIComponent(bookingId)}`,
    { method: "POST" },
  );
  return checkoutUrl;
}

/**
 * payBookingAgain sends the browser to a new checkout for the booking, or, when none can
 * start, to the booking's page with ?retry=mislukt, which says so.
 */
export async function payBookingAgain(bookingId: string): Promise<void> {
  let target: string;
  try {
    target = await retryBookingPayment(bookingId);
  } catch {
    target = addressIn(LANGUAGE, `/booking/complete/${encodeURIComponent(bookingId)}?retry=mislukt`);
  }
  browserNavigation.assign(target);
}
