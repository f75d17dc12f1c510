// The dashboard's calls: its figures (GET /admin/dashboard) and the organisers' private
// calendar feed (GET /admin/agenda-feed, POST …/renew).
import { API_BASE } from "@wandelwijs/api-client/client";
import { callJson, httpClient } from "../shared/data-provider";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** The figures of GET /admin/dashboard. Money is in cents. */
export type DashboardFigures = admin.Figures;

/** getDashboard fetches the dashboard's figures. */
export const getDashboard = async (): Promise<DashboardFigures> =>
  (await httpClient(`${API_BASE}/admin/dashboard`)).json as DashboardFigures;

/** agendaFeed reads the URL of the organisers' private calendar feed. */
export const agendaFeed = async (): Promise<{ url: string }> =>
  (await httpClient(`${API_BASE}/admin/agenda-feed`)).json as { url: string };

/** renewAgendaFeed gives the feed a new URL; the old one stops working. */
export const renewAgendaFeed = async (): Promise<{ url: string }> =>
  (await callJson<{ url: string }>(`${API_BASE}/admin/agenda-feed/renew`, "POST")).data;
