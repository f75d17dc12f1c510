// A voucher's display status and its shortened code in the back office (spec 2 §3, §4).

export type VoucherDisplayStatus = "USED" | "PARTIAL" | "ACTIVE";

/** voucherDisplayStatus is Gebruikt when used, Gedeeltelijk gebruikt when some value is spent, else Actief. */
export function voucherDisplayStatus(voucher: { used: boolean; valueCents: number; remainingCents: number }): VoucherDisplayStatus {
  if (voucher.used) return "USED";
  if (voucher.remainingCents < voucher.valueCents) return "PARTIAL";
  return "ACTIVE";
}

/** voucherStatusLabel is the i18n key of a display status. */
export const voucherStatusLabel = (status: VoucherDisplayStatus) => `wandelwijs.vouchers.status.${status}`;

const ELLIPSIS = "…";

/**
 * shortHash shows a code hash as its first 12 characters and an ellipsis. The API already
 * sends it shortened that way; a longer hash is cut here too, never shown whole.
 */
export function shortHash(hash: string | null | undefined): string {
  if (!hash) return "";
  const bare = hash.endsWith(ELLIPSIS) ? hash.slice(0, -1) : hash;
  return `${bare.slice(0, 12)}${ELLIPSIS}`;
}
