import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { API_BASE, apiFetch } from "@wandelwijs/api-client/client";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import type { CalloffChoice, ChangeCheckout, ManagedBooking } from "../types";
import type * as shop from "@wandelwijs/api-client/generated/shop";

// A booking's manage link (/boeking/{token}): whoever holds the token from the booking's
// mails sees and changes the booking without an account.

function managePath(token: string): string {
  return `/manage/${encodeURIComponent(token)}`;
}

/** manageBookingQueryOptions loads the booking of a manage token; an unknown token fails with a 404. */
export function manageBookingQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["manage", token],
    queryFn: ({ signal }) => apiFetch<ManagedBooking>(managePath(token), { signal }),
    retry: false,
  });
}

/** manageCalendarUrl downloads the booking's walk as an .ics file. */
export function manageCalendarUrl(token: string): string {
  return `${API_BASE}${managePath(token)}/calendar.ics`;
}

/** InvoiceLink is an invoice or credit note of the booking, as its page lists it. */
export type InvoiceLink = shop.InvoiceLink;

/** manageInvoicesQueryOptions loads the booking's invoice and credit notes. */
export function manageInvoicesQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["manage", token, "invoices"],
    queryFn: ({ signal }) => apiFetch<InvoiceLink[]>(`${managePath(token)}/invoices`, { signal }),
    retry: false,
  });
}

/** manageInvoiceUrl downloads one of them as a PDF. */
export function manageInvoiceUrl(token: string, id: string): string {
  return `${API_BASE}${managePath(token)}/invoices/${encodeURIComponent(id)}.pdf`;
}

/** isCheckout tells a change's answer that leads to the checkout from one that changed the booking. */
export function isCheckout(answer: ManagedBooking | ChangeCheckout | undefined): answer is ChangeCheckout {
  return answer !== undefined && "checkoutUrl" in answer;
}

/** useManageBooking cancels, moves, lowers the persons of, or resends the confirmation of the booking of token. */
export function useManageBooking(token: string) {
  const queryClient = useQueryClient();
  const key = manageBookingQueryOptions(token).queryKey;
  const settle = (answer: ManagedBooking | ChangeCheckout) => {
    if ("checkoutUrl" in answer) {
      // A change that costs more: the difference is paid at the checkout first.
      browserNavigation.assign(answer.checkoutUrl);
      return;
    }
    queryClient.setQueryData(key, answer);
    // A refund makes a credit note.
    void queryClient.invalidateQueries({ queryKey: manageInvoicesQueryOptions(token).queryKey });
  };
  return {
    cancel: useMutation({
      mutationFn: () => apiFetch<ManagedBooking>(`${managePath(token)}/cancel`, { method: "POST" }),
      onSuccess: settle,
    }),
    move: useMutation({
      // from is the walk the page showed the booking on: a move made meanwhile (another tab) refuses this one.
      mutationFn: ({ walkId, from }: { walkId: string; from: string }) =>
        apiFetch<ManagedBooking | ChangeCheckout>(`${managePath(token)}/move`, { method: "POST", body: { walkId, from } }),
      onSuccess: settle,
    }),
    reduce: useMutation({
      mutationFn: (qty: number) =>
        apiFetch<ManagedBooking | ChangeCheckout>(managePath(token), { method: "PATCH", body: { qty } }),
      onSuccess: settle,
    }),
    resend: useMutation({
      mutationFn: () => apiFetch<{ message: string }>(`${managePath(token)}/resend`, { method: "POST" }),
    }),
  };
}

/** manageChoiceQueryOptions loads the choice of a booking on a called-off walk; null when it has none. */
export function manageChoiceQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["manage", token, "choice"],
    queryFn: ({ signal }) => apiFetch<CalloffChoice | null>(`${managePath(token)}/choice`, { signal }),
    retry: false,
  });
}

/**
 * useCalloffChoice makes that choice, once: money back, credit or another date. A dearer
 * date answers the checkout for the difference: the browser goes there, and the choice
 * is made once it is paid.
 */
export function useCalloffChoice(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { choice: "refund" | "credit" | "move"; walkId?: string }) =>
      apiFetch<CalloffChoice | ChangeCheckout>(`${managePath(token)}/choice`, { method: "POST", body }),
    onSuccess: (choice) => {
      if ("checkoutUrl" in choice) {
        browserNavigation.assign(choice.checkoutUrl);
        return;
      }
      queryClient.setQueryData(manageChoiceQueryOptions(token).queryKey, choice);
      void queryClient.invalidateQueries({ queryKey: manageBookingQueryOptions(token).queryKey, exact: true });
    },
  });
}
