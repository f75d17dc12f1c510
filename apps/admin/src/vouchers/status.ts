// A voucher's display status and its shortened code in the back office.

export type VoucherDisplayStatus = "UNPAID" | "PAYMENT_FAILED" | "PAYMENT_CANCELED" | "REFUNDED" | "USED" | "PARTIAL" | "ACTIVE";

export interface VoucherStatusInput {
  /** paymentStatus is the purchase's payment: PENDING, PAID, FAILED or CANCELED. */
  paymentStatus?: string | null;
  /** status is the voucher's own: REFUNDED when its payment was refunded (it cannot be spent). */
  status?: string | null;
  used: boolean;
  valueCents: number;
  remainingCents: number;
}

/**
 * voucherDisplayStatus is the payment's state while the voucher is not paid (Betaling open,
 * mislukt or geannuleerd: such a voucher has no code and cannot be spent); once paid it is
 * Terugbetaald when its payment was refunded, Gebruikt when used, Gedeeltelijk gebruikt
 * when some value is spent, else Actief.
 */
export function voucherDisplayStatus(voucher: VoucherStatusInput): VoucherDisplayStatus {
  if (!isPaid(voucher)) {
    if (voucher.paymentStatus === "FAILED") return "PAYMENT_FAILED";
    if (voucher.paymentStatus === "CANCELED") return "PAYMENT_CANCELED";
    return "UNPAID";
  }
  if (voucher.status === "REFUNDED") return "REFUNDED";
  if (voucher.used) return "USED";
  if (voucher.remainingCents < voucher.valueCents) return "PARTIAL";
  return "ACTIVE";
}

/** isPaid tells whether the voucher's purchase is paid; a voucher without a payment status is taken as paid. */
export const isPaid = (voucher: Pick<VoucherStatusInput, "paymentStatus">) =>
  voucher.paymentStatus == null || voucher.paymentStatus === "PAID";

/** voucherStatusLabel is the i18n key of a display status. */
export const voucherStatusLabel = (status: VoucherDisplayStatus) => `wandelwijs.vouchers.status.${status}`;
