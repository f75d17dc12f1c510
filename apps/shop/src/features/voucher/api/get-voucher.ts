import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { Voucher } from "../types";

/** getVoucher reads a voucher by its id: value, balance and states, never its code. */
export function getVoucher(voucherId: string, signal?: AbortSignal): Promise<Voucher> {
  return apiFetch<Voucher>(`/vouchers/${encodeURIComponent(voucherId)}`, { signal });
}

export function voucherQueryOptions(voucherId: string) {
  return queryOptions({
    queryKey: ["vouchers", voucherId],
    queryFn: ({ signal }) => getVoucher(voucherId, signal),
  });
}
