import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** WaitlistSignup is POST /walks/{slug}/waitlist: who waits, and for how many places. */
export type WaitlistSignup = shop.WaitlistSignup;

/** joinWaitlist puts a party on a full walk's waiting list and answers the server's message. */
export function joinWaitlist(slug: string, signup: WaitlistSignup): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/walks/${encodeURIComponent(slug)}/waitlist`, { method: "POST", body: signup });
}

/** WaitlistEntry is an entry as its own link (from its mails) shows it. */
export type WaitlistEntry = shop.WaitlistLink;

/** waitlistEntryQueryOptions loads the entry of a waiting-list token; an unknown token fails with a 404. */
export function waitlistEntryQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["waitlist", token],
    queryFn: ({ signal }) => apiFetch<WaitlistEntry>(`/waitlist/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

/** rejoinWaitlist puts the entry of token, which left or let its offer pass, back on its waiting list. */
export function rejoinWaitlist(token: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/waitlist/${encodeURIComponent(token)}`, { method: "POST" });
}

/** leaveWaitlist takes the entry of token off its waiting list. */
export function leaveWaitlist(token: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/waitlist/${encodeURIComponent(token)}`, { method: "DELETE" });
}
