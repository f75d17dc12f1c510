import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { bookingPaymentStateQueryOptions } from "../api/payments";

/** STATUS_POLL_MS is how often the status poll asks. */
export const STATUS_POLL_MS = 2000;

/** STATUS_POLL_TIMEOUT_MS is when the status poll gives up without a final status. */
export const STATUS_POLL_TIMEOUT_MS = 300_000;

/** STATUS_POLL_TIMEOUT_MESSAGE is the message of a status poll that gave up. */
export const STATUS_POLL_TIMEOUT_MESSAGE = "Payment status polling timed out";

const FINAL: readonly string[] = ["paid", "failed", "canceled", "expired"];

/** isFinalStatus tells whether a provider status ends the status poll. */
export function isFinalStatus(status: string | undefined): boolean {
  return status !== undefined && FINAL.includes(status);
}

/**
 * usePaymentStatusPoll asks GET /payments/booking/{id}/status every 2 seconds while enabled,
 * until the payment's status is final (paid, failed, canceled, expired). Without a final
 * status after 5 minutes it stops and reports the error 'Payment status polling timed out'.
 * A failed ask is tried again at the next tick.
 */
export function usePaymentStatusPoll(bookingId: string, enabled = true) {
  const [timedOut, setTimedOut] = useState(false);
  const query = useQuery({
    ...bookingPaymentStateQueryOptions(bookingId),
    enabled: enabled && !timedOut && bookingId !== "",
    refetchInterval: (q) => (isFinalStatus(q.state.data?.status) ? false : STATUS_POLL_MS),
  });
  const final = isFinalStatus(query.data?.status);

  useEffect(() => {
    if (!enabled || final || !bookingId) return;
    const timer = setTimeout(() => setTimedOut(true), STATUS_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [enabled, final, bookingId]);

  return {
    state: query.data,
    final,
    error: timedOut && !final ? new Error(STATUS_POLL_TIMEOUT_MESSAGE) : null,
  };
}
