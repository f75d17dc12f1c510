// How the pages read a booking's state: labels, and when a payment counts as
// paid, failed or still processing.

import { providerPaid, type ProviderStatus } from "../../../shared/api/payments";
import type { PaymentOutcome } from "../../../shared/hooks/use-payment-follow";
import { tBooking } from "../../../shared/i18n/booking";
import type { Booking, BookingStatus } from "../types";

/** isCancelled reads both spellings of the cancelled status. */
export function isCancelled(status: string | null | undefined): boolean {
  return status === "CANCELLED" || status === "CANCELED";
}

/** statusLabel is a booking status as the booking result shows it. */
export function statusLabel(status: BookingStatus): string {
  if (status === "PAID") return tBooking("status.paid");
  if (status === "FAILED") return tBooking("status.failed");
  if (isCancelled(status)) return tBooking("status.cancelled");
  return tBooking("status.pending");
}

/** badgeLabel is the status badge of a booking in Mijn wandelingen. */
export function badgeLabel(status: BookingStatus): string {
  if (status === "PAID") return tBooking("status.paid");
  if (isCancelled(status)) return tBooking("status.cancelled");
  if (status === "FAILED") return tBooking("status.failed");
  return tBooking("status.unpaid");
}

/** bookingNumber is what a customer quotes: the first 8 characters of the id, upper case. */
export function bookingNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

const PROVIDER_FAILED: readonly string[] = ["failed", "canceled", "expired"];

/**
 * paymentOutcome: paid when the booking's paymentStatus or status is PAID or the provider
 * says paid or authorized; failed when either is FAILED or cancelled, or the provider says
 * failed, canceled or expired; otherwise still processing.
 */
export function paymentOutcome(
  booking: Pick<Booking, "status" | "paymentStatus"> | undefined,
  provider?: ProviderStatus | "",
): PaymentOutcome {
  const statuses = booking ? [booking.paymentStatus, booking.status] : [];
  if (statuses.includes("PAID") || providerPaid(provider)) return "paid";
  if (statuses.some((s) => s === "FAILED" || isCancelled(s))) return "failed";
  if (provider !== undefined && PROVIDER_FAILED.includes(provider)) return "failed";
  return "processing";
}

const PROVIDER_ABORTED: readonly string[] = ["canceled", "expired"];

/**
 * paymentAborted tells a payment the customer broke off (or let expire) at the provider
 * from one that failed: nothing was charged, there is nothing to check at the bank.
 */
export function paymentAborted(
  booking: Pick<Booking, "status" | "paymentStatus"> | undefined,
  provider?: ProviderStatus | "",
): boolean {
  if (!booking || isCancelled(booking.status)) return false;
  return isCancelled(booking.paymentStatus) || (provider !== undefined && PROVIDER_ABORTED.includes(provider));
}

/** PaymentResultState is a payment as the result page reads it: its outcome and whether it was broken off. */
export type PaymentResultState = { outcome: PaymentOutcome; aborted: boolean };

/** paymentStatusLabel is the result page's payment status: Betaald, Mislukt, Afgebroken or In behandeling. */
export function paymentStatusLabel({ outcome, aborted }: PaymentResultState): string {
  if (outcome === "failed" && aborted) return tBooking("status.payment.aborted");
  return tBooking(`status.payment.${outcome}`);
}

/**
 * bookingStatusLabel is the result page's booking status: Bevestigd, Geannuleerd, not
 * confirmed because its payment failed or was broken off, or In behandeling.
 */
export function bookingStatusLabel(status: BookingStatus, { outcome, aborted }: PaymentResultState): string {
  if (status === "PAID") return tBooking("status.booking.paid");
  if (isCancelled(status)) return tBooking("status.booking.cancelled");
  if (outcome === "failed") return tBooking(aborted ? "status.booking.aborted" : "status.booking.failed");
  return tBooking("status.booking.processing");
}
