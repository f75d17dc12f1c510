import { API_BASE } from "@wandelwijs/api-client/client";

/**
 * retryVoucherPaymentUrl is the address the browser goes to (a navigation, not a call) to
 * pay a voucher again: the server answers with a redirect to a new checkout, or back to
 * /voucher-success with ?retry=mislukt when that cannot be.
 */
export function retryVoucherPaymentUrl(voucherId: string): string {
  return `${API_BASE}/payments/retry-voucher-payment/${encodeURIComponent(voucherId)}`;
}
