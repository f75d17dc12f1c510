import { QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../testing/render";
import { stubApi, type Answer, type Handler } from "../../testing/api";
import { providerPaid, type ProviderStatus } from "../api/payments";
import {
  MANUAL_REFRESH_AFTER_MS,
  PROVIDER_POLL_MS,
  REFETCH_AFTER_COMPLETION_MS,
  REFETCH_AFTER_FAILED_COMPLETION_MS,
  SUBJECT_POLL_MS,
  usePaymentFollow,
  type PaymentOutcome,
} from "./use-payment-follow";

/** Thing stands for whatever a result page follows (a booking, a voucher). */
interface Thing {
  state: "PENDING" | "PAID" | "FAILED";
  payment: string | null;
}

const THING = "GET /things/t-1";
const PROVIDER = "GET /payments/status/tr_1";
const COMPLETE = "POST /payments/process-payment-completion/tr_1";

const ok = (body: unknown): Answer => ({ status: 200, body });
const pending: Thing = { state: "PENDING", payment: "tr_1" };

const thingQuery = (id: string) =>
  queryOptions({
    queryKey: ["things", id],
    queryFn: ({ signal }) => apiFetch<Thing>(`/things/${id}`, { signal }),
  });

/** outcome is a page's own reading; here the thing's state, or the provider's paid. */
const outcome = vi.fn(
  (thing: Thing | undefined, provider: ProviderStatus | undefined): PaymentOutcome =>
    thing?.state === "PAID" || providerPaid(provider) ? "paid" : thing?.state === "FAILED" ? "failed" : "processing",
);

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** settle lets answers that came at the end of a tick reach React (zero timeouts run a millisecond later). */
const settle = () => tick(5);

function setup(thing: () => Answer, provider: Handler = ok({ status: "open" }), more: Record<string, Handler> = {}) {
  vi.useFakeTimers();
  const api = stubApi({ [THING]: () => thing(), [PROVIDER]: provider, ...more });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => usePaymentFollow({ query: thingQuery("t-1"), paymentId: (t) => t.payment, outcome }),
    { wrapper },
  );
  const count = (path: string) => api.paths().filter((p) => p === path).length;
  return { ...hook, api, client, count };
}

// mockReset brings back the reading above after a test replaced it.
afterEach(() => outcome.mockReset());

describe("usePaymentFollow", () => {
  it("uses the spec's timings", () => {
    expect([SUBJECT_POLL_MS, PROVIDER_POLL_MS, REFETCH_AFTER_COMPLETION_MS, REFETCH_AFTER_FAILED_COMPLETION_MS]).toEqual([
      3000, 5000, 2000, 3000,
    ]);
    expect(MANUAL_REFRESH_AFTER_MS).toBe(30_000);
  });

  it("loads the subject every 3 s and the provider's status every 5 s until paid is seen, then stops", async () => {
    let thing = pending;
    const { result, count } = setup(() => ok(thing));
    await settle();
    expect([count(THING), count(PROVIDER)]).toEqual([1, 1]);
    expect(result.current.data).toEqual(pending);
    expect(result.current.outcome).toBe("processing");
    expect(outcome).toHaveBeenLastCalledWith(pending, "open");

    await tick(SUBJECT_POLL_MS - 10);
    expect(count(THING)).toBe(1);
    await tick(10);
    expect(count(THING)).toBe(2);
    await tick(PROVIDER_POLL_MS - SUBJECT_POLL_MS);
    expect(count(PROVIDER)).toBe(2);

    thing = { state: "PAID", payment: "tr_1" };
    await tick(SUBJECT_POLL_MS);
    await settle();
    expect(result.current.outcome).toBe("paid");
    const seen = [count(THING), count(PROVIDER)];

    await tick(60_000);
    expect([count(THING), count(PROVIDER)]).toEqual(seen);
    expect(count(COMPLETE)).toBe(0);
  });

  it("does not ask the provider for a subject that is already paid", async () => {
    const { result, api } = setup(() => ok({ state: "PAID", payment: "tr_1" }));
    await settle();
    expect(result.current.outcome).toBe("paid");

    await tick(60_000);
    expect(api.paths()).toEqual([THING]);
  });

  it("asks the provider only once the subject has a payment id", async () => {
    let thing: Thing = { state: "PENDING", payment: null };
    const { count } = setup(() => ok(thing));
    await settle();
    await tick(PROVIDER_POLL_MS);
    expect(count(PROVIDER)).toBe(0);

    thing = pending;
    await tick(SUBJECT_POLL_MS);
    await settle();
    expect(count(PROVIDER)).toBe(1);
  });

  it("ignores a failed provider lookup: the last status stays and the lookups go on", async () => {
    let providerAnswer: Answer = ok({ status: "open" });
    const { result, count } = setup(() => ok(pending), () => providerAnswer);
    await settle();
    expect(outcome).toHaveBeenLastCalledWith(pending, "open");

    providerAnswer = { status: 502 };
    await tick(PROVIDER_POLL_MS);
    expect(count(PROVIDER)).toBe(2);
    expect(result.current.isError).toBe(false);
    expect(result.current.outcome).toBe("processing");
    expect(outcome).toHaveBeenLastCalledWith(pending, "open");

    providerAnswer = ok({ status: "authorized" });
    await tick(PROVIDER_POLL_MS);
    expect(count(PROVIDER)).toBe(3);
    expect(result.current.outcome).toBe("paid");
  });

  it("processes the completion once when the provider says paid, and loads the subject again 2 s after success", async () => {
    const { count } = setup(() => ok(pending), ok({ status: "paid" }), { [COMPLETE]: ok({ status: "success" }) });
    await settle();
    expect([count(COMPLETE), count(THING)]).toEqual([1, 1]);

    await tick(REFETCH_AFTER_COMPLETION_MS - 10);
    expect(count(THING)).toBe(1);
    await tick(10);
    expect(count(THING)).toBe(2);

    await tick(60_000);
    expect([count(COMPLETE), count(THING), count(PROVIDER)]).toEqual([1, 2, 1]);
  });

  it.each<[string, Answer]>([
    ["fails", { status: 500 }],
    ["does not report success", ok({ status: "pending" })],
  ])("loads the subject again 3 s after a completion call that %s", async (_, answer) => {
    const { result, count } = setup(() => ok(pending), ok({ status: "paid" }), { [COMPLETE]: answer });
    await settle();
    expect(count(COMPLETE)).toBe(1);

    await tick(REFETCH_AFTER_FAILED_COMPLETION_MS - 10);
    expect(count(THING)).toBe(1);
    await tick(10);
    expect(count(THING)).toBe(2);
    expect(result.current.isError).toBe(false);
    expect(count(COMPLETE)).toBe(1);
  });

  it.each([
    ["before", 1000],
    ["after", 0],
  ])("drops the reload when the page goes away %s the completion call answers", async (_, answerAfter) => {
    const answer = () => new Promise<Answer>((resolve) => setTimeout(() => resolve(ok({ status: "success" })), answerAfter));
    const { unmount, client, count } = setup(() => ok(pending), ok({ status: "paid" }), { [COMPLETE]: answer });
    await settle();
    expect(count(COMPLETE)).toBe(1);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    unmount();

    await tick(answerAfter + REFETCH_AFTER_FAILED_COMPLETION_MS * 2);
    expect(invalidate).not.toHaveBeenCalled();
    expect(count(THING)).toBe(1);
  });

  it("stays paid once paid is seen", async () => {
    const { result, rerender } = setup(() => ok(pending), ok({ status: "paid" }), {
      [COMPLETE]: ok({ status: "success" }),
    });
    await settle();
    expect(result.current.outcome).toBe("paid");

    outcome.mockReturnValue("failed");
    rerender();
    expect(result.current.outcome).toBe("paid");
  });

  it("keeps refetch the same function while the subject's key stays, so effects can depend on it", async () => {
    const { result, rerender, count } = setup(() => ok(pending));
    await settle();
    const { refetch } = result.current;
    rerender();
    expect(result.current.refetch).toBe(refetch);

    act(() => refetch());
    await settle();
    expect(count(THING)).toBe(2);
  });

  it("offers a manual refresh after 30 s of processing, which loads subject and provider status again", async () => {
    const { result, count } = setup(() => ok(pending));
    await settle();

    await tick(MANUAL_REFRESH_AFTER_MS - 10);
    expect(result.current.canRefreshManually).toBe(false);
    await tick(10);
    expect(result.current.canRefreshManually).toBe(true);

    const before = [count(THING), count(PROVIDER)];
    act(() => result.current.refresh());
    await settle();
    expect([count(THING), count(PROVIDER)]).toEqual([before[0] + 1, before[1] + 1]);
  });

  it("offers no manual refresh once the outcome is known", async () => {
    const { result } = setup(() => ok({ state: "FAILED", payment: "tr_1" }));
    await settle();
    await tick(MANUAL_REFRESH_AFTER_MS);

    expect(result.current.outcome).toBe("failed");
    expect(result.current.canRefreshManually).toBe(false);
  });

  it("reports a subject that cannot be loaded, and does not ask for it again", async () => {
    const { result, api } = setup(() => ({ status: 404, body: { message: "niet gevonden" } }));
    await settle();
    expect(result.current.isError).toBe(true);
    expect(result.current.data).toBeUndefined();

    await tick(MANUAL_REFRESH_AFTER_MS);
    expect(api.paths()).toEqual([THING]);
    expect(result.current.canRefreshManually).toBe(false);
  });
});
