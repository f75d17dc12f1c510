import { queryOptions } from "@tanstack/react-query";
import { API_BASE, apiFetch } from "@wandelwijs/api-client/client";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** QuoteInvoice is the paid quote's invoice or a credit note, as a PDF to download. */
export type QuoteInvoice = shop.InvoiceLink;

/** Quote is GET /quotes/{token}: the quote as its customer's page shows it. */
export type Quote = shop.PublicQuote;

const quotePath = (token: string) => `/quotes/${encodeURIComponent(token)}`;

/** quoteQueryOptions loads the quote of token; polling asks again every 2 s while it is not paid yet. */
export function quoteQueryOptions(token: string, polling = false) {
  return queryOptions({
    queryKey: ["quote", token],
    queryFn: ({ signal }) => apiFetch<Quote>(quotePath(token), { signal }),
    retry: false,
    refetchInterval: (query) => (polling && query.state.data?.status === "sent" ? 2000 : false),
  });
}

/** acceptQuote accepts the quote of token and answers the checkout to pay it at. */
export function acceptQuote(token: string): Promise<{ checkoutUrl: string }> {
  return apiFetch<{ checkoutUrl: string }>(`${quotePath(token)}/accept`, { method: "POST" });
}

/** quoteInvoiceUrl downloads one of the quote's invoices as a PDF. */
export function quoteInvoiceUrl(token: string, id: string): string {
  return `${API_BASE}${quotePath(token)}/invoices/${encodeURIComponent(id)}.pdf`;
}

/** payingKey marks, for the page the checkout returns to, that its quote is being paid. */
export const payingKey = (token: string) => `quote-paying:${token}`;
