import { queryOptions } from "@tanstack/react-query";
import { API_BASE, apiFetch } from "@wandelwijs/api-client/client";

/**
 * isDevelopment tells whether the server runs in development. The built app cannot know
 * APP_ENV, so it asks: the development mailbox answers 200 only there (404 elsewhere).
 * Only the status is read, not the mails.
 */
export async function isDevelopment(signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(`${API_BASE}/dev/mail.json`, { method: "GET", credentials: "same-origin", signal });
    res.body?.cancel().catch(() => {});
    return res.status === 200;
  } catch {
    return false;
  }
}

export function developmentQueryOptions() {
  return queryOptions({
    queryKey: ["dev", "enabled"],
    queryFn: ({ signal }) => isDevelopment(signal),
    staleTime: Infinity,
  });
}

/** devTriggerWebhook makes the server fetch the payment as if the webhook came (development only). */
export function devTriggerWebhook(paymentId: string): Promise<{ status: string }> {
  return apiFetch<{ status: string }>(`/payments/dev/trigger-webhook/${encodeURIComponent(paymentId)}`, {
    method: "POST",
  });
}

/** devMarkPaid confirms a pending booking as if it were paid (development only). */
export function devMarkPaid(bookingId: string): Promise<{ status: string; paymentStatus: string }> {
  return apiFetch<{ status: string; paymentStatus: string }>(`/payments/dev/mark-paid/${encodeURIComponent(bookingId)}`, {
    method: "POST",
  });
}
