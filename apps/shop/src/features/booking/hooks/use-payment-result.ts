import { useEffect } from "react";
import { usePaymentFollow } from "../../../shared/hooks/use-payment-follow";
import { bookingQueryOptions } from "../api/get-booking";
import { paymentAborted, paymentOutcome } from "../utils/status";
import { usePaymentStatusPoll } from "./use-payment-status-poll";

/**
 * usePaymentResult follows a booking's payment on the result page (usePaymentFollow). Beside
 * that runs the 2-s status poll while the payment is under way; when it reaches
 * a final status the booking is loaded again.
 */
export function usePaymentResult(bookingId: string) {
  const { data: booking, isError, outcome, providerStatus, canRefreshManually, refresh, refetch } = usePaymentFollow({
    query: bookingQueryOptions(bookingId),
    paymentId: (booking) => booking.molliePaymentId,
    outcome: paymentOutcome,
  });

  const statusPoll = usePaymentStatusPoll(bookingId, booking !== undefined && outcome === "processing");
  useEffect(() => {
    if (statusPoll.final) refetch();
  }, [statusPoll.final, refetch]);

  return {
    booking,
    isError,
    outcome,
    /** aborted: the payment failed because the customer broke it off or let it expire. */
    aborted: outcome === "failed" && paymentAborted(booking, providerStatus),
    canRefreshManually,
    refresh,
    /** paymentOpen: the customer left the checkout without paying; the payment can still be made. */
    paymentOpen: outcome === "processing" && providerStatus === "open",
    pollError: outcome === "processing" ? statusPoll.error : null,
  };
}
