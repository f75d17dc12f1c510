// A booking's move (POST /admin/bookings/{id}/move).
import { API_BASE } from "@wandelwijs/api-client/client";
import type { Identifier } from "react-admin";
import { callJson } from "../shared/data-provider";

/** moveBooking puts a paid booking on another walk; a cheaper one refunds the difference, a dearer one moves only withoutPayment. */
export const moveBooking = (id: Identifier, walkId: Identifier, withoutPayment: boolean) =>
  callJson(`${API_BASE}/admin/bookings/${encodeURIComponent(id)}/move`, "POST", withoutPayment ? { walkId, withoutPayment } : { walkId });
