import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@wandelwijs/api-client/client";
import { useState } from "react";
import { useNavigate } from "react-router";
import { walkQueryOptions, type WalkDetail } from "../../../shared/api/get-walk";
import { tBooking } from "../../../shared/i18n/booking";
import { serverMessage } from "../../../shared/lib/api-errors";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import type { BookingOrder } from "../types";
import { createBookingPayment, createFreeBooking } from "./create-booking";

/**
 * useCreateBooking places a booking for walk: a free one goes straight to its complete
 * page, one to pay to the payment provider (the form stays busy until the browser has
 * left). A failure shows the server's message; a 409 (places taken meanwhile, or the walk
 * started) loads the walk again so the form shows what is left.
 */
export function useCreateBooking(walk: WalkDetail) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  /** book places order; it answers the error when that failed, for the form's fields. */
  async function book(order: BookingOrder, totalCents: number): Promise<unknown> {
    setSubmitting(true);
    try {
      if (totalCents === 0) {
        const booking = await createFreeBooking({ walkSlug: walk.slug, ...order });
        navigate(`/booking/complete/${booking.id}`);
      } else {
        const payment = await createBookingPayment({ walkId: walk.id, ...order });
        browserNavigation.assign(payment.checkoutUrl);
      }
      return undefined;
    } catch (err) {
      setSubmitting(false);
      setError(serverMessage(err, tBooking("form.failed")));
      if (err instanceof ApiError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: walkQueryOptions(walk.slug).queryKey });
      }
      return err;
    }
  }

  return { submitting, error, clearError: () => setError(undefined), book };
}
