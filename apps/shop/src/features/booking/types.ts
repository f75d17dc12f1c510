// A booking as the shop API returns it. Money is integer cents; times are
// ISO 8601 strings in UTC.

import type { InvoiceRequest } from "../../shared/components/invoice-fields";

/** BookingStatus is a booking's status; the cancelled value comes in both spellings. */
export type BookingStatus = "PENDING" | "PAID" | "FAILED" | "CANCELLED" | "CANCELED";

/** PaymentStatus is a booking's payment status, in Mollie's spelling of cancel. */
export type PaymentStatus = "PENDING" | "PAID" | "FAILED" | "CANCELED" | "CANCELLED";

export interface BookingWalk {
  title: string;
  slug: string;
  dateStart: string;
  dateEnd: string;
  address: string;
  city: string;
}

export interface Booking {
  id: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  molliePaymentId: string | null;
  paymentMethod: string | null;
  totalCents: number;
  subtotalCents: number;
  qty: number;
  guestName: string | null;
  guestEmail: string | null;
  guestPhone: string | null;
  /** user is the account that booked; null for a guest. */
  user: { name: string; email: string } | null;
  walk: BookingWalk;
  /** voucher is the voucher applied to this booking, with its balance now. */
  voucher: { valueCents: number; remainingCents: number } | null;
  voucherUsedCents: number;
  /** canCancel is the server's answer to the one cancel rule (more than 4 days before the start). */
  canCancel: boolean;
  createdAt: string;
}

/** MoveOption is a walk a booking may move to from its manage page, with what comes back. */
export interface MoveOption {
  walkId: string;
  title: string;
  dateStart: string;
  priceCents: number;
  free: number;
  /** backCents is what the move returns (0 at the same price). */
  backCents: number;
  /** extraCents is what the move costs on top (0 when it is not dearer). */
  extraCents: number;
}

/** BookingChange is a change that costs more (a dearer date, more persons), paid at a checkout. */
export interface BookingChange {
  id: string;
  kind: "move" | "add";
  qty: number;
  amountCents: number;
  status: "pending" | "paid" | "expired" | "canceled" | "failed";
}

/** ChangeCheckout is the answer to a change that costs more: the checkout for the difference. */
export interface ChangeCheckout {
  changeId: string;
  amountCents: number;
  checkoutUrl: string;
}

/** Reduction is a smaller party the booking may go down to, and what that gives back. */
export interface Reduction {
  qty: number;
  /** refundCents go back to the card, voucherBackCents onto the voucher. */
  refundCents: number;
  voucherBackCents: number;
}

/** ManagedRefund is a refund on the booking's payment, with its state at the payment provider. */
export interface ManagedRefund {
  amountCents: number;
  status: "requested" | "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";
  createdAt: string;
}

/** ManagedBooking is a booking as its manage page shows it: what each smaller party gives
 * back, its refunds, and the dates it may move to (absent for none). */
export interface ManagedBooking extends Booking {
  reductions: Reduction[];
  refunds: ManagedRefund[];
  moveOptions?: MoveOption[];
  /** addPriceCents is what each extra person costs now. */
  addPriceCents?: number;
  /** change is the latest change that costs more, pending or ended. */
  change?: BookingChange;
}

/** CalloffChoice is what a booking on a called-off walk chooses: money back, credit or another date. */
export interface CalloffChoice {
  walkTitle: string;
  walkStart: string;
  reason: string;
  refundCents: number;
  creditCents: number;
  creditBonusPercent: number;
  deadline: string;
  choice: "refund" | "credit" | "move" | null;
  decidedBy: "customer" | "deadline" | null;
  chosenAt: string | null;
  toWalkTitle: string | null;
  toWalkStart: string | null;
  moveOptions: MoveOption[];
}

/** VoucherCheck is what POST /vouchers/redeem answers for a valid code. */
export interface VoucherCheck {
  valueCents: number;
  remainingCents: number;
}

/** GuestDetails are asked of a visitor who is not logged in. */
export interface GuestDetails {
  guestName: string;
  guestEmail: string;
  guestPhone: string;
}

/** BookingOrder is what both booking calls share. */
export interface BookingOrder extends Partial<GuestDetails> {
  qty: number;
  voucherCode?: string;
  /** offerToken books the places an offer from the waiting list holds. */
  offerToken?: string;
  /** invoice is "Ik wil een factuur": what the invoice names. */
  invoice?: InvoiceRequest;
}
