// How the voucher pages read a voucher's state: when its payment counts as paid,
// failed or still processing, and its status in words.

import { providerPaid, type ProviderStatus } from "../../../shared/api/payments";
import type { PaymentOutcome } from "../../../shared/hooks/use-payment-follow";
import type { Voucher } from "../types";
import { tVoucher } from "../../../shared/i18n/voucher";

const PROVIDER_FAILED: readonly string[] = ["failed", "canceled", "expired"];

const upper = (value: string | null | undefined) => (value ?? "").toUpperCase();

/**
 * paymentOutcome: paid when the voucher's paymentStatus or status is PAID (in any case) or
 * the provider says paid or authorized; failed when either is FAILED or CANCELED (either
 * spelling), or the provider says failed, canceled or expired; otherwise processing.
 */
export function paymentOutcome(
  voucher: Pick<Voucher, "status" | "paymentStatus"> | undefined,
  provider?: ProviderStatus | "",
): PaymentOutcome {
  const statuses = voucher ? [upper(voucher.paymentStatus), upper(voucher.status)] : [];
  if (statuses.includes("PAID") || providerPaid(provider)) return "paid";
  if (statuses.some((s) => s === "FAILED" || s === "CANCELED" || s === "CANCELLED")) return "failed";
  if (provider && PROVIDER_FAILED.includes(provider)) return "failed";
  return "processing";
}

/**
 * voucherStatusLabel is a voucher's status in Dutch: Actief, Gedeeltelijk gebruikt (spent
 * in part, the rest still there), Gebruikt, Verlopen, Terugbetaald, Wacht op betaling or
 * Betaling mislukt.
 */
export function voucherStatusLabel(
  voucher: Pick<Voucher, "status" | "paymentStatus" | "valueCents" | "remainingCents">,
): string {
  const status = upper(voucher.status);
  const payment = upper(voucher.paymentStatus);
  if (status === "USED") return tVoucher("status.used");
  if (status === "EXPIRED") return tVoucher("status.expired");
  if (status === "REFUNDED") return tVoucher("status.refunded");
  if (status === "FAILED" || payment === "FAILED" || payment === "CANCELED" || payment === "CANCELLED") {
    return tVoucher("status.failed");
  }
  if (status === "ACTIVE") {
    if (voucher.remainingCents <= 0) return tVoucher("status.used");
    return voucher.remainingCents < voucher.valueCents ? tVoucher("status.partlyUsed") : tVoucher("status.active");
  }
  return tVoucher("status.pending");
}

/**
 * resultStatusLabel is the status the payment result page shows: the voucher's own, but
 * one step ahead of the server while it has not yet applied what the provider reported.
 */
export function resultStatusLabel(voucher: Voucher, outcome: PaymentOutcome): string {
  if (upper(voucher.status) === "PENDING") {
    if (outcome === "paid") return tVoucher("status.active");
    if (outcome === "failed") return tVoucher("status.failed");
  }
  return voucherStatusLabel(voucher);
}
