// How the pages read a booking's state (spec 1 §4): labels, and when a payment counts as
// paid, failed or still processing.

import { providerPaid, type ProviderStatus } from "../../../shared/api/payments";
import type { PaymentOutcome } from "../../../shared/hooks/use-payment-follow";
import type { Booking, BookingStatus } from "../types";

/** isCancelled reads both spellings of the cancelled status. */
export function isCancelled(status: string | null | undefined): boolean {
  return status === "CANCELLED" || status === "CANCELED";
}

/** statusLabel is a booking status in Dutch, as the booking result shows it. */
export function statusLabel(status: BookingStatus): string {
  if (status === "PAID") return "Betaald";
  if (status === "FAILED") return "Betaling mislukt";
  if (isCancelled(status)) return "Geannuleerd";
  return "Wachtend op betaling";
}

/** badgeLabel is the status badge of a booking in Mijn wandelingen. */
export function badgeLabel(status: BookingStatus): string {
  if (status === "PAID") return "Betaald";
  if (isCancelled(status)) return "Geannuleerd";
  if (status === "FAILED") return "Betaling mislukt";
  return "Nog niet betaald";
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

/** paymentStatusLabel is the result page's payment status: Klaar, Mislukt or In behandeling. */
export function paymentStatusLabel(outcome: PaymentOutcome): string {
  if (outcome === "paid") return "Klaar";
  if (outcome === "failed") return "Mislukt";
  return "In behandeling";
}

/** bookingStatusLabel is the result page's booking status: Bevestigd, Geannuleerd or In behandeling. */
export function bookingStatusLabel(status: BookingStatus): string {
  if (status === "PAID") return "Bevestigd";
  if (isCancelled(status)) return "Geannuleerd";
  return "In behandeling";
}

const METHODS: Record<string, string> = {
  ideal: "iDEAL",
  creditcard: "Creditcard",
  bancontact: "Bancontact",
  paypal: "PayPal",
  applepay: "Apple Pay",
  banktransfer: "Bankoverschrijving",
  voucher: "Cadeaubon",
};

/** paymentMethodLabel names a provider payment method as customers know it. */
export function paymentMethodLabel(method: string): string {
  return METHODS[method] ?? method;
}
