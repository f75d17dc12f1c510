import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { voucherQueryOptions } from "../api/get-voucher";
import { processPaymentCompletion, providerStatusQueryOptions } from "../api/payments";
import {
  MANUAL_REFRESH_AFTER_MS,
  PROVIDER_POLL_MS,
  REFETCH_AFTER_COMPLETION_MS,
  REFETCH_AFTER_FAILED_COMPLETION_MS,
  VOUCHER_POLL_MS,
} from "../constants";
import { paymentOutcome, providerPaid } from "../utils/status";

/**
 * useVoucherPayment follows a voucher's payment on the result page (spec 1 §4): it loads
 * the voucher every 3 s and the provider's status every 5 s until paid (failed lookups are
 * ignored); when the provider says paid or authorized it asks the server once to process
 * the completion and loads the voucher again 2 s (or, when that call fails, 3 s) later.
 * After 30 s without a result it offers a manual refresh.
 */
export function useVoucherPayment(voucherId: string) {
  const queryClient = useQueryClient();

  // Once paid is seen the polling stops for good. The render that first sees it is redone
  // at once with the polling off.
  const [paidSeen, setPaidSeen] = useState(false);

  const voucher = useQuery({
    ...voucherQueryOptions(voucherId),
    // A voucher that cannot be loaded at all is not asked for again and again.
    refetchInterval: (query) =>
      paidSeen || (query.state.status === "error" && !query.state.data) ? false : VOUCHER_POLL_MS,
  });
  const paymentId = voucher.data?.molliePaymentId ?? "";
  const provider = useQuery({
    ...providerStatusQueryOptions(paymentId),
    enabled: paymentId !== "" && !paidSeen,
    refetchInterval: PROVIDER_POLL_MS,
  });
  // A failed lookup keeps the last status it had, or none.
  const providerStatus = paymentId ? provider.data?.status : undefined;
  const seen = paymentOutcome(voucher.data, providerStatus);
  if (seen === "paid" && !paidSeen) setPaidSeen(true);
  const outcome = paidSeen ? "paid" : seen;

  const refetchVoucher = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: voucherQueryOptions(voucherId).queryKey }),
    [queryClient, voucherId],
  );

  // The page's timers, cleared when it goes away.
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const mounted = useRef(false);
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
        if (mounted.current) timers.current.push(setTimeout(refetchVoucher, delay));
      });
  }, [paymentId, reportsPaid, refetchVoucher]);

  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), MANUAL_REFRESH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const refresh = useCallback(() => {
    refetchVoucher();
    if (paymentId) void queryClient.invalidateQueries({ queryKey: providerStatusQueryOptions(paymentId).queryKey });
  }, [refetchVoucher, queryClient, paymentId]);

  return {
    voucher: voucher.data,
    isLoading: voucher.isPending,
    isError: voucher.isError && !voucher.data,
    outcome,
    canRefreshManually: waitedLong && voucher.data !== undefined && outcome === "processing",
    refresh,
  };
}
