import { apiFetch } from "@wandelwijs/api-client/client";
import type { Booking, BookingOrder } from "../types";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** FreeBookingInput is POST /bookings: a booking whose total after the voucher is 0. */
export type FreeBookingInput = BookingOrder & Pick<shop.FreeBooking, "walkSlug">;

/** createFreeBooking places a booking that needs no payment and answers it, confirmed. */
export function createFreeBooking(input: FreeBookingInput): Promise<Booking> {
  return apiFetch<Booking>("/bookings", { method: "POST", body: input });
}

/** BookingPaymentInput is POST /payments/create-booking-payment. */
export type BookingPaymentInput = BookingOrder & Pick<shop.BookingPayment, "walkId">;

export type BookingPayment = shop.BookingCheckout;

/** createBookingPayment places a booking that holds its places and answers where to pay for it. */
export function createBookingPayment(input: BookingPaymentInput): Promise<BookingPayment> {
  return apiFetch<BookingPayment>("/payments/create-booking-payment", { method: "POST", body: input });
}
