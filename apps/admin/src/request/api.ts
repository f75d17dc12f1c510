// The status actions on the two kinds of request: a party request read or replied
// (PATCH /feest/admin/{id}/{action}), a custom-walk request moved to a status
// (PATCH /custom-walks/{id}/status).
import { API_BASE } from "@wandelwijs/api-client/client";
import type { Identifier } from "react-admin";
import { callJson } from "../shared/data-provider";

/** The status actions on a party request. */
export type FeestAction = "read" | "replied";

/** RequestStatus is the status of a party or custom-walk request. */
export type RequestStatus = "NEW" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED";

/** feestRequestAction marks a party request read (→ IN_PROGRESS) or replied (→ COMPLETED). */
export const feestRequestAction = (id: Identifier, action: FeestAction) =>
  callJson(`${API_BASE}/feest/admin/${encodeURIComponent(id)}/${action}`, "PATCH");

/** setCustomWalkStatus moves a custom-walk request to status. */
export const setCustomWalkStatus = (id: Identifier, status: RequestStatus) =>
  callJson(`${API_BASE}/custom-walks/${encodeURIComponent(id)}/status`, "PATCH", { status });
