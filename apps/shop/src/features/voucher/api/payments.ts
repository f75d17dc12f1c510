import { payAgain } from "../../../shared/api/payments";

/**
 * payVoucherAgain POSTs a new payment for the voucher (a GET of the same address only
 * leads to the voucher's result page) and sends the browser to its checkout, or, when none
 * can start, to the voucher's result page with ?retry=mislukt, which says so.
 */
export function payVoucherAgain(voucherId: string): Promise<void> {
  const id = encodeURIComponent(voucherId);
  return payAgain(`/payments/retry-voucher-payment/${id}`, `/voucher-success?voucherId=${id}&retry=mislukt`);
}
