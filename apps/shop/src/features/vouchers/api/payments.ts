import { queryOptions } from "@tanstack/react-query";
import { API_BASE, apiFetch } from "@wandelwijs/api-client/client";
import type { ProviderStatus } from "../types";

/** getProviderStatus asks the payment provider for a payment's status (GET /payments/status/{id}). */
export function getProviderStatus(paymentId: string, signal?: AbortSignal): Promise<{ status: ProviderStatus }> {
  return apiFetch<{ status: ProviderStatus }>(`/payments/status/${encodeURIComponent(paymentId)}`, { signal });
}

export function providerStatusQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: ["vouchers", "provider-status", paymentId],
    queryFn: ({ signal }) => getProviderStatus(paymentId, signal),
  });
}

/** processPaymentCompletion asks the server to apply a finished payment now, without waiting for the webhook. */
export function processPaymentCompletion(paymentId: string): Promise<{ status: string }> {
  return apiFetch<{ status: string }>(`/payments/process-payment-completion/${encodeURIComponent(paymentId)}`, {
    method: "POST",
  });
}

/**
 * retryVoucherPaymentUrl is the address the browser goes to (a navigation, not a call) to
 * pay a voucher again: the server answers with a redirect to a new checkout, or back to
 * /voucher-success with ?retry=mislukt when that cannot be.
 */
export function retryVoucherPaymentUrl(voucherId: string): string {
  return `${API_BASE}/payments/retry-voucher-payment/${encodeURIComponent(voucherId)}`;
}
