import type { Voucher } from "../features/voucher/types";

/** aVoucher builds a voucher as GET /vouchers/{id} returns it: € 60, waiting for payment unless told. */
export function aVoucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: "6d1f0b2a-4c3e-4f5a-9b8c-000000000060",
    valueCents: 6000,
    remainingCents: 6000,
    status: "PENDING",
    paymentStatus: "PENDING",
    molliePaymentId: "tr_voucher60",
    paymentMethod: null,
    validUntil: null,
    createdAt: "2026-05-01T10:00:00Z",
    ...overrides,
  };
}

/** aPaidVoucher is aVoucher once its payment is in: active, with a validity date. */
export function aPaidVoucher(overrides: Partial<Voucher> = {}): Voucher {
  return aVoucher({
    status: "ACTIVE",
    paymentStatus: "PAID",
    paymentMethod: "ideal",
    validUntil: "2027-05-01T10:00:00Z",
    ...overrides,
  });
}
