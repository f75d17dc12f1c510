// The dashboard's calls: its figures (GET /admin/dashboard) and the organisers' private
// calendar feed (GET /admin/agenda-feed, POST …/renew).
import { API_BASE } from "@wandelwijs/api-client/client";
import { callJson, httpClient } from "../shared/data-provider";

/** The figures of GET /admin/dashboard. Money is in cents. */
export interface DashboardFigures {
  walks: { total: number; published: number; totalBookings: number; revenueCents: number };
  feest: { total: number; new: number; completed: number };
  customWalks: { total: number; new: number; completed: number };
  bookings: { total: number; paid: number; pending: number; revenueCents: number };
  /** vouchers is not in the contract yet; the dashboard shows dashes without it. */
  vouchers?: {
    issued?: number;
    outstandingCents?: number;
    redeemed?: number;
    creditIssuedCents?: number;
    creditSpentCents?: number;
  };
  /** upcoming are the next walks and how they stand. */
  upcoming?: {
    id: string;
    title: string;
    dateStart: string;
    minParticipants: number;
    maxParticipants: number;
    booked: number;
    confirmed: number;
    state: "GOES_AHEAD" | "BELOW_MINIMUM" | "FULL" | "CANCELLED";
  }[];
  /** money is this month's money in and out at Mollie, as the month's ledger (CSV) adds up. */
  money?: { month: string; inCents: number; outCents: number };
  /** months are the paid bookings and revenue per month over the last 12 months, oldest first. */
  months?: { month: string; bookings: number; revenueCents: number }[];
}

/** getDashboard fetches the dashboard's figures. */
export const getDashboard = async (): Promise<DashboardFigures> =>
  (await httpClient(`${API_BASE}/admin/dashboard`)).json as DashboardFigures;

/** agendaFeed reads the URL of the organisers' private calendar feed. */
export const agendaFeed = async (): Promise<{ url: string }> =>
  (await httpClient(`${API_BASE}/admin/agenda-feed`)).json as { url: string };

/** renewAgendaFeed gives the feed a new URL; the old one stops working. */
export const renewAgendaFeed = async (): Promise<{ url: string }> =>
  (await callJson<{ url: string }>(`${API_BASE}/admin/agenda-feed/renew`, "POST")).data;
