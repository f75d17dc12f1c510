// The labels and colours of request and booking statuses.

/** Tone is a status chip's colour family; each passes WCAG AA (text on background). */
export type Tone = "info" | "warning" | "success" | "neutral" | "danger";

/** requestStatusTone colours a request status; it also knows the older READ and REPLIED. */
export function requestStatusTone(status: string): Tone {
  switch (status) {
    case "NEW":
      return "info";
    case "IN_PROGRESS":
    case "READ":
      return "warning";
    case "COMPLETED":
    case "REPLIED":
      return "success";
    case "CANCELLED":
      return "danger";
    default:
      return "neutral";
  }
}

/** requestStatusLabel is the i18n key of a request status (the raw status when unknown). */
export const requestStatusLabel = (status: string) =>
  ["NEW", "IN_PROGRESS", "COMPLETED", "CANCELLED", "READ", "REPLIED"].includes(status)
    ? `wandelwijs.requestStatus.${status}`
    : status;

/** bookingStatusLabel is the i18n key of a booking status, both cancel spellings included. */
export const bookingStatusLabel = (status: string) =>
  ["PAID", "PENDING", "CANCELED", "CANCELLED", "FAILED"].includes(status) ? `wandelwijs.bookingStatus.${status}` : status;

/** bookingStatusTone colours a booking status. */
export function bookingStatusTone(status: string): Tone {
  switch (status) {
    case "PAID":
      return "success";
    case "PENDING":
      return "warning";
    case "FAILED":
    case "CANCELED":
    case "CANCELLED":
      return "danger";
    default:
      return "neutral";
  }
}

/** PaymentNote is what the organisers must know of a booking's money after it was paid. */
export interface PaymentNote {
  /** label is the i18n key. */
  label: string;
  tone: Tone;
}

/**
 * paymentNotes: a chargeback by the bank, and the latest refund's state (a failed or
 * canceled refund is theirs to settle in Mollie's dashboard); a refund on a booking that
 * stands (moved to a cheaper walk, fewer persons) gave back part of it.
 */
export function paymentNotes(booking: { status?: string; chargedBack?: boolean; refundStatus?: string | null }): PaymentNote[] {
  const notes: PaymentNote[] = [];
  if (booking.chargedBack) notes.push({ label: "wandelwijs.payment.chargedBack", tone: "danger" });
  switch (booking.refundStatus) {
    case "failed":
    case "canceled":
      notes.push({ label: "wandelwijs.payment.refundFailed", tone: "danger" });
      break;
    case "requested":
    case "queued":
    case "pending":
    case "processing":
      notes.push({ label: "wandelwijs.payment.refundPending", tone: "warning" });
      break;
    case "refunded":
      notes.push({ label: booking.status === "PAID" ? "wandelwijs.payment.partlyRefunded" : "wandelwijs.payment.refunded", tone: "neutral" });
      break;
  }
  return notes;
}
