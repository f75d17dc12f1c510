// The quotes' calls: GET/POST /admin/quotes, GET/PATCH /admin/quotes/{id}, POST …/send.
import { API_BASE } from "@wandelwijs/api-client/client";
import type { Site } from "@wandelwijs/api-client/types";
import { httpClient } from "../shared/data-provider";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** QuoteCustomer is who a quote is for; the address is the one its invoice names. */
export type QuoteCustomer = admin.QuoteCustomer;

/** QuoteInput is what the editor sends. */
export type QuoteInput = admin.QuoteInput;

/** Quote is a quote as the server answers it. */
export type Quote = admin.Quote;

const base = `${API_BASE}/admin/quotes`;
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const listQuotes = async (): Promise<Quote[]> => (await httpClient(base)).json as Quote[];
/** sellerUnderKOR tells whether the shop invoices under the small-business exemption (GET /site): no btw. */
export const sellerUnderKOR = async (): Promise<boolean> => ((await httpClient(`${API_BASE}/site`)).json as Site).kor;
export const getQuote = async (id: string): Promise<Quote> => (await httpClient(one(id))).json as Quote;
export const createQuote = async (input: QuoteInput): Promise<Quote> =>
  (await httpClient(base, { method: "POST", body: JSON.stringify(input) })).json as Quote;
export const updateQuote = async (id: string, input: QuoteInput): Promise<Quote> =>
  (await httpClient(one(id), { method: "PATCH", body: JSON.stringify(input) })).json as Quote;
export const withdrawQuote = async (id: string): Promise<Quote> =>
  (await httpClient(one(id), { method: "PATCH", body: JSON.stringify({ status: "withdrawn" }) })).json as Quote;
export const sendQuote = async (id: string): Promise<Quote> =>
  (await httpClient(`${one(id)}/send`, { method: "POST" })).json as Quote;
