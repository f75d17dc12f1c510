import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { VoucherCheckout, VoucherPurchase } from "../types";

/**
 * createVoucherPayment starts a gift voucher's payment: the server stores the voucher
 * (waiting for payment) and answers with the provider's checkout address. Only the fields
 * of VoucherPurchase are sent: the server refuses any other.
 */
export function createVoucherPayment(purchase: VoucherPurchase): Promise<VoucherCheckout> {
  const body: VoucherPurchase = {
    valueCents: purchase.valueCents,
    recipientName: purchase.recipientName,
    recipientEmail: purchase.recipientEmail,
    purchaserName: purchase.purchaserName,
    purchaserEmail: purchase.purchaserEmail,
  };
  if (purchase.message) body.message = purchase.message;
  if (purchase.invoice) body.invoice = purchase.invoice;
  return apiFetch<VoucherCheckout>("/payments/create-voucher-payment", { method: "POST", body });
}

export function useCreateVoucherPayment() {
  return useMutation({ mutationFn: createVoucherPayment });
}
