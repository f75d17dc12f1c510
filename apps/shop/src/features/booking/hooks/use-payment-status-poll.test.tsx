import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../testing/render";
import { stubApi, type Answer } from "../../../testing/api";
import {
  STATUS_POLL_MS,
  STATUS_POLL_TIMEOUT_MESSAGE,
  STATUS_POLL_TIMEOUT_MS,
  usePaymentStatusPoll,
} from "./use-payment-status-poll";

const PATH = "GET /payments/booking/b-1/status";

/** tick moves the fake clock on and lets React render what changed. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * settle lets an answer that arrived at the very end of a tick reach React: it is handed on
 * through zero timeouts, which the fake clock runs a millisecond later.
 */
const settle = () => tick(5);

function setup(answer: () => Answer, enabled = true) {
  vi.useFakeTimers();
  const api = stubApi({ [PATH]: answer });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ on }) => usePaymentStatusPoll("b-1", on), { wrapper, initialProps: { on: enabled } });
  const count = () => api.paths().filter((p) => p === PATH).length;
  return { ...hook, count };
}

const state = (status: string) => ({
  status: 200,
  body: { status, paymentStatus: "PENDING", bookingStatus: "PENDING" },
});

describe("usePaymentStatusPoll", () => {
  it("uses the spec's timings: every 2 s, giving up after 5 minutes", () => {
    expect(STATUS_POLL_MS).toBe(2000);
    expect(STATUS_POLL_TIMEOUT_MS).toBe(300_000);
    expect(STATUS_POLL_TIMEOUT_MESSAGE).toBe("Payment status polling timed out");
  });

  it("asks every 2 seconds until the status is final, then stops", async () => {
    let status = "open";
    const { result, count } = setup(() => state(status));
    await tick(0);
    expect(count()).toBe(1);

    await tick(1999);
    expect(count()).toBe(1);
    await tick(1);
    expect(count()).toBe(2);
    await tick(2000);
    expect(count()).toBe(3);
    expect(result.current.final).toBe(false);

    status = "paid";
    await tick(2000);
    expect(count()).toBe(4);
    await settle();
    expect(result.current.final).toBe(true);
    expect(result.current.state?.status).toBe("paid");

    await tick(20_000);
    expect(count()).toBe(4);
    expect(result.current.error).toBeNull();
  });

  it.each(["failed", "canceled", "expired"])("takes %s as final", async (final) => {
    const { result, count } = setup(() => state(final));
    await settle();
    expect(result.current.final).toBe(true);

    await tick(10_000);
    expect(count()).toBe(1);
  });

  it.each(["open", "pending", "authorized", ""])("keeps asking while the status is %j", async (open) => {
    const { result, count } = setup(() => state(open));
    await tick(6000);
    expect(count()).toBe(4);
    expect(result.current.final).toBe(false);
  });

  it("keeps asking after a failed call", async () => {
    let fail = true;
    const { result, count } = setup(() => (fail ? { status: 500 } : state("paid")));
    await tick(2000);
    expect(count()).toBe(2);
    fail = false;
    await tick(2000);
    expect(count()).toBe(3);
    await settle();
    expect(result.current.final).toBe(true);
  });

  it("gives up after 5 minutes without a final status, with 'Payment status polling timed out'", async () => {
    const { result, count } = setup(() => state("open"));
    await tick(STATUS_POLL_TIMEOUT_MS - 1);
    expect(result.current.error).toBeNull();
    const asked = count();
    expect(asked).toBe(150);

    await tick(1);
    await settle();
    expect(result.current.error?.message).toBe("Payment status polling timed out");

    await tick(60_000);
    expect(count()).toBeLessThanOrEqual(asked + 1);
    const after = count();
    await tick(60_000);
    expect(count()).toBe(after);
  });

  it("does not ask while disabled", async () => {
    const { count, rerender } = setup(() => state("open"), false);
    await tick(10_000);
    expect(count()).toBe(0);

    rerender({ on: true });
    await tick(0);
    expect(count()).toBe(1);
  });
});
