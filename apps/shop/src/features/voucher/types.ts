// A gift voucher as the shop API returns it. Money is integer cents; times are ISO 8601
// strings in UTC. The code is never part of it.

import type * as shop from "@wandelwijs/api-client/generated/shop";

export type Voucher = shop.Voucher;

/** VoucherStatus is a voucher's own state: waiting for payment, spendable, spent, failed or past its date. */
export type VoucherStatus = Voucher["status"];

/** VoucherPaymentStatus is the state of the voucher's payment, in Mollie's spelling of cancel. */
export type VoucherPaymentStatus = Voucher["paymentStatus"];

/** VoucherPurchase is what POST /payments/create-voucher-payment takes: what is left out is empty. */
export type VoucherPurchase = Omit<shop.Purchase, "message" | "invoice"> & Partial<Pick<shop.Purchase, "message" | "invoice">>;

/** VoucherCheckout is the answer to a purchase: where to pay, and the new voucher's id. */
export type VoucherCheckout = shop.VoucherCheckout;
