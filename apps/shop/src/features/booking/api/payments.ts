import { queryOptions } from "@tanstack/react-query";
import { API_BASE, apiFetch } from "@wandelwijs/api-client/client";
import type { ProviderStatus } from "../../../shared/api/payments";
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
 * retryBookingPaymentUrl is the address the browser goes to (a navigation, not a call) to
 * pay a booking again: the server answers with a redirect to a new checkout, or back to the
 * booking with ?retry=mislukt.
 */
export function retryBookingPaymentUrl(bookingId: string): string {
  return `${API_BASE}/payments/retry-booking-payment/${encodeURIComponent(bookingId)}`;
}
