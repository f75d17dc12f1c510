// A gift voucher as the shop API returns it. Money is integer
// cents; times are ISO 8601 strings in UTC. The code is never part of it.

import type { InvoiceRequest } from "../../shared/components/invoice-fields";

/** VoucherStatus is a voucher's own state: waiting for payment, spendable, spent, failed or past its date. */
export type VoucherStatus = "PENDING" | "ACTIVE" | "USED" | "FAILED" | "EXPIRED" | "REFUNDED";

/** VoucherPaymentStatus is the state of the voucher's payment, in Mollie's spelling of cancel. */
export type VoucherPaymentStatus = "PENDING" | "PAID" | "FAILED" | "CANCELED";

export interface Voucher {
  id: string;
  valueCents: number;
  remainingCents: number;
  status: VoucherStatus;
  paymentStatus: VoucherPaymentStatus;
  molliePaymentId: string | null;
  paymentMethod: string | null;
  /** validUntil is one year after payment; null until the voucher is paid. */
  validUntil: string | null;
  createdAt: string;
}

/** VoucherPurchase is what POST /payments/create-voucher-payment takes. */
export interface VoucherPurchase {
  valueCents: number;
  recipientName: string;
  recipientEmail: string;
  purchaserName: string;
  purchaserEmail: string;
  message?: string;
  /** invoice is "Ik wil een factuur": what the invoice names. */
  invoice?: InvoiceRequest;
}

/** VoucherCheckout is the answer to a purchase: where to pay, and the new voucher's id. */
export interface VoucherCheckout {
  checkoutUrl: string;
  voucherId: string;
}
