// The refunds that need the organisers ("Aandacht nodig"): the list and what the
// organisers do about one (GET /admin/refunds/attention, POST /admin/refunds/{id}/{action}).
// Shared: the dashboard lists them, and a booking's page acts on its own.
import { API_BASE } from "@wandelwijs/api-client/client";
import type { Identifier } from "react-admin";
import { callJson, httpClient } from "./data-provider";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** RefundAttention is a refund on the "Aandacht nodig" list of GET /admin/refunds/attention. */
export type RefundAttention = admin.PaymentAttention;

/** The organisers' actions on a refund that needs them: ask Mollie again, or settled by hand. */
export type RefundAction = "retry" | "settled";

/** refundsNeedingAttention lists the refunds the organisers must look at. */
export const refundsNeedingAttention = async (): Promise<RefundAttention[]> =>
  (await httpClient(`${API_BASE}/admin/refunds/attention`)).json as RefundAttention[];

/** refundAction retries a refund at Mollie or records that it was settled by hand. */
export async function refundAction(id: Identifier, action: RefundAction): Promise<void> {
  await callJson(`${API_BASE}/admin/refunds/${encodeURIComponent(id)}/${action}`, "POST");
}
