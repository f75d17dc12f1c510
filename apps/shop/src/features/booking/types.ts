// A booking as the shop API returns it. Money is integer cents; times are
// ISO 8601 strings in UTC.

import type * as shop from "@wandelwijs/api-client/generated/shop";

/** BookingStatus is a booking's status; the cancelled value comes in both spellings. */
export type BookingStatus = Booking["status"];

/** PaymentStatus is a booking's payment status, in Mollie's spelling of cancel. */
export type PaymentStatus = Booking["paymentStatus"];

export type BookingWalk = shop.BookingViewWalk;

export type Booking = shop.BookingView;

/** MoveOption is a walk a booking may move to from its manage page, with what comes back. */
export type MoveOption = shop.BookingMoveOption;

/** BookingChange is a change that costs more (a dearer date, more persons), paid at a checkout. */
export type BookingChange = shop.BookingChange;

/** ChangeCheckout is the answer to a change that costs more: the checkout for the difference. */
export type ChangeCheckout = shop.BookingChangeCheckout;

/** Reduction is a smaller party the booking may go down to, and what that gives back. */
export type Reduction = shop.BookingReduction;

/** ManagedRefund is a refund on the booking's payment, with its state at the payment provider. */
export type ManagedRefund = shop.BookingManagedRefund;

/** ManagedBooking is a booking as its manage page shows it: what each smaller party gives
 * back, its refunds, and the dates it may move to (absent for none). */
export type ManagedBooking = shop.BookingManageView;

/** CalloffChoice is what a booking on a called-off walk chooses: money back, credit or another date. */
export type CalloffChoice = shop.WalkopsChoiceView;

/** VoucherCheck is what POST /vouchers/redeem answers for a valid code. */
export type VoucherCheck = shop.VoucherBalance;

/** GuestDetails are asked of a visitor who is not logged in. */
export type GuestDetails = Pick<shop.BookingPayment, "guestName" | "guestEmail" | "guestPhone">;

/** BookingOrder is what both booking calls share: what is left out is empty. */
export type BookingOrder = Partial<Omit<shop.BookingPayment, "walkId">> & Pick<shop.BookingPayment, "qty">;
