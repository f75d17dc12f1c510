import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type * as shop from "@wandelwijs/api-client/generated/shop";
import { addressIn, LANGUAGE } from "../i18n/language";
import { browserNavigation } from "../lib/browser-navigation";

// The payment calls every payment result page makes, whatever was paid for.

/** ProviderStatus is a payment's status at the payment provider (Mollie). */
export type ProviderStatus = shop.ProviderStatus["status"];

const PROVIDER_PAID: readonly string[] = ["paid", "authorized"];

/** providerPaid tells whether the provider reports the payment as paid or authorized. */
export function providerPaid(status: string | undefined): boolean {
  return status !== undefined && PROVIDER_PAID.includes(status);
}

/** getProviderStatus asks the payment provider for a payment's status (GET /payments/status/{id}). */
export function getProviderStatus(paymentId: string, signal?: AbortSignal): Promise<shop.ProviderStatus> {
  return apiFetch<shop.ProviderStatus>(`/payments/status/${encodeURIComponent(paymentId)}`, { signal });
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

/**
 * payAgain starts a new payment with a POST to retryPath (CSRF-protected like every write;
 * a GET of the retry addresses only leads to the page that offers this) and sends the
 * browser to its checkout, or, when none can start, to failedPage (a shop path, taken in
 * this page's language), which says so.
 */
export async function payAgain(retryPath: string, failedPage: string): Promise<void> {
  let target: string;
  try {
    ({ checkoutUrl: target } = await apiFetch<{ checkoutUrl: string }>(retryPath, { method: "POST" }));
  } catch {
    target = addressIn(LANGUAGE, failedPage);
  }
  browserNavigation.assign(target);
}
