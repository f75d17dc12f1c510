import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";

// The payment calls every payment result page makes, whatever was paid for.

/** ProviderStatus is a payment's status at the payment provider (Mollie). */
export type ProviderStatus = "open" | "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired";

const PROVIDER_PAID: readonly string[] = ["paid", "authorized"];

/** providerPaid tells whether the provider reports the payment as paid or authorized. */
export function providerPaid(status: string | undefined): boolean {
  return status !== undefined && PROVIDER_PAID.includes(status);
}

/** getProviderStatus asks the payment provider for a payment's status (GET /payments/status/{id}). */
export function getProviderStatus(paymentId: string, signal?: AbortSignal): Promise<{ status: ProviderStatus }> {
  return apiFetch<{ status: ProviderStatus }>(`/payments/status/${encodeURIComponent(paymentId)}`, { signal });
}

export function providerStatusQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: ["payments", "status", paymentId],
    queryFn: ({ signal }) => getProviderStatus(paymentId, signal),
  });
}

/** processPaymentCompletion asks the server to apply a finished payment now, without waiting for the webhook. */
export function processPaymentCompletion(paymentId: string): Promise<{ status: string }> {
  return apiFetch<{ status: string }>(`/payments/process-payment-completion/${encodeURIComponent(paymentId)}`, {
    method: "POST",
  });
}
