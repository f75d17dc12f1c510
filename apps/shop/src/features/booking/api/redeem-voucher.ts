import { apiFetch } from "@wandelwijs/api-client/client";
import type { VoucherCheck } from "../types";

/** redeemVoucher checks a gift voucher code; it spends nothing (400 with a message for a code that cannot be used). */
export function redeemVoucher(code: string): Promise<VoucherCheck> {
  return apiFetch<VoucherCheck>("/vouchers/redeem", { method: "POST", body: { code } });
}
