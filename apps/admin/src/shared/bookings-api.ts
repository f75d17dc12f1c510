// A booking's calls that are no CRUD, shared by the screens that show bookings (a walk's
// participants, a booking's page, the dashboard): calling one booking off and taking one
// at the desk (POST /admin/bookings/{id}/cancel, POST /admin/bookings).
import { API_BASE } from "@wandelwijs/api-client/client";
import type { Identifier } from "react-admin";
import { callJson } from "./data-provider";

/** DESK_PAYMENTS are how a booking taken at the desk is paid (POST /admin/bookings). */
export const DESK_PAYMENTS = ["link", "paid-outside", "free"] as const;

/** DeskOrder is POST /admin/bookings: a booking taken by phone or at the desk. */
export interface DeskOrder {
  walkId: string;
  qty: number;
  name: string;
  email: string;
  phone: string;
  payment: (typeof DESK_PAYMENTS)[number];
}

/** cancelBooking calls one booking off, with or without the customer's money back. */
export const cancelBooking = (id: Identifier, cancellation: { refund: boolean; reason: string; customerAsked: boolean }) =>
  callJson(`${API_BASE}/admin/bookings/${encodeURIComponent(id)}/cancel`, "POST", cancellation);

/** deskBooking books by phone or at the desk, paid by a mailed link, outside Mollie or free. */
export const deskBooking = (order: DeskOrder) => callJson(`${API_BASE}/admin/bookings`, "POST", order);
