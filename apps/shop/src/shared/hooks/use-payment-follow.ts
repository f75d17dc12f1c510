import { hashKey, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { processPaymentCompletion, providerPaid, providerStatusQueryOptions, type ProviderStatus } from "../api/payments";

// How often and how long every payment result page asks again.
/** SUBJECT_POLL_MS: what was paid for (a booking, a voucher) is loaded again this often until it is paid. */
export const SUBJECT_POLL_MS = 3000;
/** PROVIDER_POLL_MS: the provider's status is looked up this often until paid. */
export const PROVIDER_POLL_MS = 5000;
/** REFETCH_AFTER_COMPLETION_MS: after a successful completion call what was paid for is loaded again this much later. */
export const REFETCH_AFTER_COMPLETION_MS = 2000;
/** REFETCH_AFTER_FAILED_COMPLETION_MS: after a failed completion call, this much later. */
export const REFETCH_AFTER_FAILED_COMPLETION_MS = 3000;
/** MANUAL_REFRESH_AFTER_MS: a refresh button appears after this long without a result. */
export const MANUAL_REFRESH_AFTER_MS = 30_000;

/** PaymentOutcome is how a result page sees a payment. */
export type PaymentOutcome = "paid" | "failed" | "processing";

export interface PaymentFollowOptions<T, K extends QueryKey> {
  /** query loads what was paid for: it is polled, and loaded again after the completion call. */
  query: UseQueryOptions<T, Error, T, K>;
  /** paymentId reads the provider's payment id from what was paid for; null while it has none. */
  paymentId: (subject: NoInfer<T>) => string | null | undefined;
  /** outcome is the page's own reading of what was paid for and the provider's status. */
  outcome: (subject: NoInfer<T> | undefined, provider: ProviderStatus | undefined) => PaymentOutcome;
}

export interface PaymentFollow<T> {
  /** data is what was paid for, once loaded. */
  data: T | undefined;
  /** isError: it could not be loaded at all. */
  isError: boolean;
  /** outcome stays paid once paid was seen. */
  outcome: PaymentOutcome;
  /** providerStatus is the provider's last known status of the payment, if any. */
  providerStatus: ProviderStatus | undefined;
  /** canRefreshManually: 30 s have passed and it is loaded but still processing. */
  canRefreshManually: boolean;
  /** refresh loads what was paid for and the provider's status again. */
  refresh: () => void;
  /** refetch loads what was paid for again. */
  refetch: () => void;
}

/**
 * usePaymentFollow follows a payment on a result page: it loads what was paid for
 * every 3 s and the provider's status every 5 s until paid (failed lookups are ignored, the
 * last status stays); when the provider says paid or authorized it asks the server once to
 * process the completion and loads it again 2 s (or, when that call fails, 3 s) later. Once
 * paid is seen all polling stops. After 30 s without a result it offers a manual refresh.
 */
export function usePaymentFollow<T, K extends QueryKey>({
  query,
  paymentId: paymentIdOf,
  outcome: outcomeOf,
}: PaymentFollowOptions<T, K>): PaymentFollow<T> {
  const queryClient = useQueryClient();

  // Once paid is seen the polling stops for good. The render that first sees it is redone at
  // once with the polling off.
  const [paidSeen, setPaidSeen] = useState(false);

  const subject = useQuery({
    ...query,
    // What cannot be loaded at all is not asked for again and again.
    refetchInterval: (q) => (paidSeen || (q.state.status === "error" && !q.state.data) ? false : SUBJECT_POLL_MS),
  });
  const paymentId = (subject.data !== undefined && paymentIdOf(subject.data)) || "";
  const provider = useQuery({
    ...providerStatusQueryOptions(paymentId),
    enabled: paymentId !== "" && !paidSeen,
    refetchInterval: PROVIDER_POLL_MS,
  });
  // A failed lookup keeps the last status it had, or none.
  const providerStatus = paymentId ? provider.data?.status : undefined;
  const seen = outcomeOf(subject.data, providerStatus);
  if (seen === "paid" && !paidSeen) setPaidSeen(true);
  const outcome = paidSeen ? "paid" : seen;

  // The key's hash stands for the key, so refetch stays the same function while the key does.
  const subjectKey = query.queryKey;
  const subjectHash = hashKey(subjectKey);
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: subjectKey }),
    [queryClient, subjectHash],
  );

  // The page's timers, cleared when it goes away.
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
        if (mounted.current) timers.current.push(setTimeout(refetch, delay));
      });
  }, [paymentId, reportsPaid, refetch]);

  // After 30 s of waiting the page offers a manual refresh.
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), MANUAL_REFRESH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [subjectHash]);

  const refresh = useCallback(() => {
    refetch();
    if (paymentId) void queryClient.invalidateQueries({ queryKey: providerStatusQueryOptions(paymentId).queryKey });
  }, [refetch, queryClient, paymentId]);

  return {
    data: subject.data,
    isError: subject.isError && !subject.data,
    outcome,
    providerStatus,
    canRefreshManually: waitedLong && subject.data !== undefined && outcome === "processing",
    refresh,
    refetch,
  };
}
