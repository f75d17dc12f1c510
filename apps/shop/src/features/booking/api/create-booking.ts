import { apiFetch } from "@wandelwijs/api-client/client";
import type { Booking, BookingOrder } from "../types";

/** FreeBookingInput is POST /bookings: a booking whose total after the voucher is 0. */
export interface FreeBookingInput extends BookingOrder {
  walkSlug: string;
}

/** createFreeBooking places a booking that needs no payment and answers it, confirmed. */
export function createFreeBooking(input: FreeBookingInput): Promise<Booking> {
  return apiFetch<Booking>("/bookings", { method: "POST", body: input });
}

/** BookingPaymentInput is POST /payments/create-booking-payment. */
export interface BookingPaymentInput extends BookingOrder {
  walkId: string;
}

export interface BookingPayment {
  checkoutUrl: string;
  bookingId: string;
}

/** createBookingPayment places a booking that holds its places and answers where to pay for it. */
export function createBookingPayment(input: BookingPaymentInput): Promise<BookingPayment> {
  return apiFetch<BookingPayment>("/payments/create-booking-payment", { method: "POST", body: input });
}
