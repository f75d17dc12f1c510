import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { bookingQueryOptions } from "../api/get-booking";
import { processPaymentCompletion, providerStatusQueryOptions } from "../api/payments";
import { paymentOutcome, providerPaid } from "../utils/status";
import { usePaymentStatusPoll } from "./use-payment-status-poll";

// The timings of spec 1 §4 and §9.
/** BOOKING_POLL_MS: the booking is loaded again this often until it is paid. */
export const BOOKING_POLL_MS = 3000;
/** PROVIDER_POLL_MS: the provider's status is looked up this often until paid. */
export const PROVIDER_POLL_MS = 5000;
/** REFETCH_AFTER_COMPLETION_MS: after a successful completion call the booking is loaded again this much later. */
export const REFETCH_AFTER_COMPLETION_MS = 2000;
/** REFETCH_AFTER_FAILED_COMPLETION_MS: after a failed completion call, this much later. */
export const REFETCH_AFTER_FAILED_COMPLETION_MS = 3000;
/** MANUAL_REFRESH_AFTER_MS: a refresh button appears after this long without a result. */
export const MANUAL_REFRESH_AFTER_MS = 30_000;

/**
 * usePaymentResult follows a booking's payment on the result page: it loads the booking
 * every 3 s and the provider's status every 5 s until paid (failed lookups are ignored);
 * when the provider says paid or authorized it asks the server once to process the
 * completion and loads the booking again 2 s (or, when that call fails, 3 s) later. Beside
 * that runs the 2-s status poll; when it reaches a final status the booking is loaded again.
 */
export function usePaymentResult(bookingId: string) {
  const queryClient = useQueryClient();

  // Once paid is seen the polling stops for good. Paid is read from both queries below; the
  // render that first sees it is redone at once with the polling stopped.
  const [paidSeen, setPaidSeen] = useState(false);

  const booking = useQuery({
    ...bookingQueryOptions(bookingId),
    enabled: bookingId !== "",
    // A booking that cannot be loaded at all is not asked for again and again.
    refetchInterval: (query) => (paidSeen || (query.state.status === "error" && !query.state.data) ? false : BOOKING_POLL_MS),
  });
  const paymentId = booking.data?.molliePaymentId ?? "";
  const provider = useQuery({
    ...providerStatusQueryOptions(paymentId),
    enabled: paymentId !== "",
    refetchInterval: paidSeen ? false : PROVIDER_POLL_MS,
  });
  // A failed lookup keeps the last status it had, or none: failures are ignored.
  const providerStatus = provider.data?.status;
  const outcome = paymentOutcome(booking.data, providerStatus);
  if (outcome === "paid" && !paidSeen) setPaidSeen(true);

  const refetchBooking = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: bookingQueryOptions(bookingId).queryKey }),
    [queryClient, bookingId],
  );

  // Timers of this page, cleared when it goes away.
  const mounted = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      pending.forEach(clearTimeout);
      pending.length = 0;
    };
  }, []);

  // The completion call, once per payment.
  const completedFor = useRef<string | null>(null);
  const reportsPaid = providerPaid(providerStatus);
  useEffect(() => {
    if (!paymentId || !reportsPaid || completedFor.current === paymentId) return;
    completedFor.current = paymentId;
    processPaymentCompletion(paymentId)
      .then(
        (answer) => (answer?.status === "success" ? REFETCH_AFTER_COMPLETION_MS : REFETCH_AFTER_FAILED_COMPLETION_MS),
        () => REFETCH_AFTER_FAILED_COMPLETION_MS,
      )
      .then((delay) => {
        if (mounted.current) timers.current.push(setTimeout(refetchBooking, delay));
      });
  }, [paymentId, reportsPaid, refetchBooking]);

  // The 2-s status poll, while the payment is still under way.
  const statusPoll = usePaymentStatusPoll(bookingId, booking.data !== undefined && outcome === "processing");
  useEffect(() => {
    if (statusPoll.final) refetchBooking();
  }, [statusPoll.final, refetchBooking]);

  // After 30 s of waiting the page offers a manual refresh.
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), MANUAL_REFRESH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [bookingId]);

  const refresh = useCallback(() => {
    refetchBooking();
    if (paymentId) void queryClient.invalidateQueries({ queryKey: providerStatusQueryOptions(paymentId).queryKey });
  }, [refetchBooking, queryClient, paymentId]);

  return {
    booking: booking.data,
    isLoading: booking.isPending && bookingId !== "",
    isError: booking.isError && !booking.data,
    outcome,
    providerStatus,
    canRefreshManually: waitedLong && outcome === "processing",
    refresh,
    pollError: outcome === "processing" ? statusPoll.error : null,
  };
}
