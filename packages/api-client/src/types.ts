// The shop API's types both SPAs share, generated from the Go types the API encodes
// (src/generated/shop.ts). Money is integer cents; times are ISO 8601 strings in UTC.
import type * as shop from "./generated/shop";

/** Walk is a scheduled walk as the public catalogue returns it. */
export type Walk = shop.Walk;

/** CoverImage is an uploaded image with every stored width, for an img's srcset. */
export type CoverImage = shop.CoverImage;

/** Site is the shop's own state, as GET /site returns it to every page. */
export type Site = shop.Site;

/** User is the account as /auth/me and the auth calls return it. */
export type User = shop.AccountUser;

export type Role = User["role"];

/** QuoteLine is a line of a quote: a quantity at a unit price in cents including btw, at a btw rate. */
export type QuoteLine = shop.InvoiceLine;

/** RateTotal is the sum of a quote's lines at one btw rate. */
export type RateTotal = shop.InvoiceRateTotal;
