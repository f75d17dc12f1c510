import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../testing/render";
import { Component as VoucherSuccessPage } from "../../../app/routes/voucher-success";
import {
  MANUAL_REFRESH_AFTER_MS,
  PROVIDER_POLL_MS,
  REFETCH_AFTER_COMPLETION_MS,
  REFETCH_AFTER_FAILED_COMPLETION_MS,
  SUBJECT_POLL_MS,
} from "../../../shared/hooks/use-payment-follow";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { never, stubApi, type Answer, type Handler } from "../../../testing/api";
import { renderWithProviders } from "../../../testing/render";
import { aPaidVoucher, aVoucher } from "../../../testing/vouchers";
import type { Voucher } from "../types";
import { VoucherSuccess } from "./voucher-success";

const plain = (s: string | null | undefined) => (s ?? "").replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim();

const ID = aVoucher().id;
const VOUCHER = `GET /vouchers/${ID}`;
const PROVIDER = "GET /payments/status/tr_voucher60";
const COMPLETE = "POST /payments/process-payment-completion/tr_voucher60";

const ok = (body: unknown): Answer => ({ status: 200, body });

/** stub answers the page's calls: the voucher and the provider's status. */
function stub(voucher: () => Voucher, provider: Handler = ok({ status: "open" }), more: Record<string, Handler> = {}) {
  return stubApi({ [VOUCHER]: () => ok(voucher()), [PROVIDER]: provider, ...more });
}

function renderPage(voucherId: string | null = ID, retryFailed = false) {
  renderWithProviders(<VoucherSuccess voucherId={voucherId} retryFailed={retryFailed} />);
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** settle lets answers that came at the end of a tick reach the page. */
const settle = () => tick(5);

/** detail reads one value of the voucher's details by its label. */
const detail = (label: string) =>
  plain(within(screen.getByRole("region", { name: "Je cadeaubon" })).getByText(label).nextElementSibling?.textContent);

describe("VoucherSuccess: what it shows", () => {
  it("says 'Geen cadeaubon gegevens gevonden' without a voucher id, and asks nothing", () => {
    const api = stubApi({});
    renderPage(null);

    expect(screen.getByRole("heading", { level: 1, name: "Geen cadeaubon gegevens gevonden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Naar de cadeaubon" })).toHaveAttribute("href", "/cadeaubon");
    expect(api.calls).toEqual([]);
  });

  it("says 'Betalingsstatus controleren...' while the voucher loads", () => {
    stubApi({ [VOUCHER]: never });
    renderPage();

    expect(screen.getByRole("status")).toHaveTextContent("Betalingsstatus controleren...");
  });

  it("says 'Cadeaubon niet gevonden' when the voucher cannot be loaded", async () => {
    stubApi({ [VOUCHER]: { status: 404, body: { message: "Cadeaubon niet gevonden" } } });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Cadeaubon niet gevonden" })).toBeInTheDocument();
    expect(document.title).toBe("Cadeaubon niet gevonden | Wandelwijs");
  });

  it("celebrates a paid voucher with its value, status, method, validity and usage", async () => {
    const api = stub(() => aPaidVoucher());
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Cadeaubon succesvol gekocht!" })).toBeInTheDocument();
    expect(plain(screen.getByRole("heading", { level: 1 }).closest("section")?.textContent)).toContain(
      "per e-mail naar de ontvanger",
    );
    expect(detail("Waarde")).toBe("€ 60,00");
    expect(detail("Status")).toBe("Actief");
    expect(detail("Betaalmethode")).toBe("iDEAL");
    expect(detail("Geldigheid")).toBe("1 jaar vanaf aankoopdatum");
    expect(plain(screen.getByRole("region", { name: "Zo gebruik je de cadeaubon" }).textContent)).toContain(
      "vult bij het boeken de code uit de e-mail in",
    );
    expect(screen.getByRole("link", { name: "Nieuwe cadeaubon kopen" })).toHaveAttribute("href", "/cadeaubon");
    expect(screen.getByRole("link", { name: "Bekijk de cadeaubon" })).toHaveAttribute(
      "href",
      `/voucher-confirmation/${ID}`,
    );
    expect(screen.queryByRole("button", { name: "Opnieuw Proberen" })).not.toBeInTheDocument();
    // Already paid: the provider is not asked.
    expect(api.paths()).toEqual([VOUCHER]);
  });

  it("counts a lowercase 'paid' as paid", async () => {
    stub(() => aVoucher({ paymentStatus: "paid" as Voucher["paymentStatus"] }));
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Cadeaubon succesvol gekocht!" })).toBeInTheDocument();
  });

  it.each<Partial<Voucher>>([
    { status: "FAILED", paymentStatus: "FAILED" },
    { status: "PENDING", paymentStatus: "CANCELED" },
  ])("says 'De cadeaubon is nog niet aangemaakt' for %j and its retry POSTs and goes to the new checkout", async (fields) => {
    const checkout = "https://mollie.test/checkout/tr_retry3";
    const api = stub(() => aVoucher(fields), ok({ status: "open" }), {
      [`POST /payments/retry-voucher-payment/${ID}`]: { status: 201, body: { checkoutUrl: checkout } },
    });
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderPage();

    expect(
      await screen.findByRole("heading", { level: 1, name: "De cadeaubon is nog niet aangemaakt" }),
    ).toBeInTheDocument();
    expect(detail("Status")).toBe("Betaling mislukt");
    expect(detail("Betaalmethode")).toBe("Nog niet bekend");
    expect(screen.queryByRole("link", { name: "Nieuwe cadeaubon kopen" })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Opnieuw Proberen" }));

    // The button POSTs (a GET of the retry address starts no payment), then goes to the checkout.
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout));
    expect(api.paths().filter((p) => p.startsWith("POST /payments/retry"))).toEqual([`POST /payments/retry-voucher-payment/${ID}`]);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("comes back saying paying again is not possible when the retry is refused", async () => {
    stub(() => aVoucher({ status: "FAILED", paymentStatus: "FAILED" }), ok({ status: "open" }), {
      [`POST /payments/retry-voucher-payment/${ID}`]: { status: 429, body: { message: "Te veel pogingen." } },
    });
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    renderPage();

    fireEvent.click(await screen.findByRole("button", { name: "Opnieuw Proberen" }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/voucher-success?voucherId=${ID}&retry=mislukt`));
  });

  it("takes a failed, canceled or expired payment at the provider as failed", async () => {
    stub(() => aVoucher(), ok({ status: "expired" }));
    renderPage();

    expect(
      await screen.findByRole("heading", { level: 1, name: "De cadeaubon is nog niet aangemaakt" }),
    ).toBeInTheDocument();
  });

  it("says that paying again is not possible now after ?retry=mislukt", async () => {
    stub(() => aVoucher({ status: "FAILED", paymentStatus: "FAILED" }));
    renderPage(ID, true);

    expect(await screen.findByRole("alert")).toHaveTextContent("Opnieuw betalen is op dit moment niet mogelijk.");
  });

  it("announces every change of state in one polite live region", async () => {
    stub(() => aVoucher());
    renderPage();

    const heading = await screen.findByRole("heading", { level: 1, name: "Betaling verwerken..." });
    expect(heading.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    expect(detail("Status")).toBe("Wacht op betaling");
    expect(screen.getByRole("link", { name: "Nieuwe cadeaubon kopen" })).toHaveAttribute("href", "/cadeaubon");
  });
});

describe("VoucherSuccess: following the payment", () => {
  it("offers 'Handmatig vernieuwen' after 30 seconds of processing, which loads again", async () => {
    vi.useFakeTimers();
    const api = stub(() => aVoucher());
    renderPage();
    await settle();
    expect(screen.getByRole("heading", { level: 1, name: "Betaling verwerken..." })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Handmatig vernieuwen" })).not.toBeInTheDocument();

    await tick(MANUAL_REFRESH_AFTER_MS - 10);
    expect(screen.queryByRole("button", { name: "Handmatig vernieuwen" })).not.toBeInTheDocument();
    await tick(10);

    const before = api.calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Handmatig vernieuwen" }));
    await settle();
    expect(api.paths().slice(before)).toEqual(expect.arrayContaining([VOUCHER, PROVIDER]));
  });

  it("loads the voucher every 3 s and the provider's status every 5 s, ignoring failed lookups", async () => {
    vi.useFakeTimers();
    let providerAnswer: Answer = { status: 502 };
    const api = stub(() => aVoucher(), () => providerAnswer);
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();
    expect(count(VOUCHER)).toBe(1);
    expect(count(PROVIDER)).toBe(1);

    await tick(SUBJECT_POLL_MS);
    expect(count(VOUCHER)).toBe(2);
    expect(count(PROVIDER)).toBe(1);
    await tick(PROVIDER_POLL_MS - SUBJECT_POLL_MS);
    expect(count(PROVIDER)).toBe(2);
    await tick(SUBJECT_POLL_MS * 2 - PROVIDER_POLL_MS);
    expect(count(VOUCHER)).toBe(3);

    // The failed lookups changed nothing on the page.
    expect(screen.getByRole("heading", { level: 1, name: "Betaling verwerken..." })).toBeInTheDocument();
    providerAnswer = ok({ status: "open" });
    await tick(PROVIDER_POLL_MS);
    expect(count(PROVIDER)).toBe(3);
    expect(count(COMPLETE)).toBe(0);
  });

  it("processes the completion once when the provider says paid, loads again 2 s later and then stops", async () => {
    vi.useFakeTimers();
    let voucher = aVoucher();
    let provider = "open";
    const api = stub(() => voucher, () => ok({ status: provider }), { [COMPLETE]: ok({ status: "success" }) });
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();

    provider = "paid";
    await tick(PROVIDER_POLL_MS);
    expect(screen.getByRole("heading", { level: 1, name: "Cadeaubon succesvol gekocht!" })).toBeInTheDocument();
    expect(count(COMPLETE)).toBe(1);
    const vouchersBefore = count(VOUCHER);

    // The server applies the payment; the page sees it after 2 s.
    voucher = aPaidVoucher();
    await tick(REFETCH_AFTER_COMPLETION_MS - 10);
    expect(count(VOUCHER)).toBe(vouchersBefore);
    await tick(10);
    expect(count(VOUCHER)).toBe(vouchersBefore + 1);
    expect(detail("Betaalmethode")).toBe("iDEAL");

    // Paid is seen: no more polling, and the completion was asked for once.
    const calls = api.calls.length;
    await tick(PROVIDER_POLL_MS * 4);
    expect(api.calls.length).toBe(calls);
    expect(count(COMPLETE)).toBe(1);
  });

  it("counts 'authorized' as paid too", async () => {
    vi.useFakeTimers();
    const api = stub(() => aVoucher(), ok({ status: "authorized" }), { [COMPLETE]: ok({ status: "success" }) });
    renderPage();
    await settle();

    expect(screen.getByRole("heading", { level: 1, name: "Cadeaubon succesvol gekocht!" })).toBeInTheDocument();
    expect(api.paths().filter((p) => p === COMPLETE)).toHaveLength(1);
  });

  it("loads the voucher again 3 s after a failed completion call, without a message", async () => {
    vi.useFakeTimers();
    const api = stub(() => aVoucher(), ok({ status: "paid" }), { [COMPLETE]: { status: 500 } });
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();
    expect(count(COMPLETE)).toBe(1);
    const vouchersBefore = count(VOUCHER);

    await tick(REFETCH_AFTER_COMPLETION_MS);
    expect(count(VOUCHER)).toBe(vouchersBefore);
    await tick(REFETCH_AFTER_FAILED_COMPLETION_MS - REFETCH_AFTER_COMPLETION_MS);
    expect(count(VOUCHER)).toBe(vouchersBefore + 1);
    expect(count(COMPLETE)).toBe(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("VoucherSuccessPage: where the id comes from", () => {
  function renderAt(path: string) {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/voucher-success/:voucherId?" element={<VoucherSuccessPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it.each([`/voucher-success/${ID}`, `/voucher-success?voucherId=${ID}`])("reads it from %s", async (path) => {
    const api = stub(() => aPaidVoucher());
    renderAt(path);

    expect(await screen.findByRole("heading", { level: 1, name: "Cadeaubon succesvol gekocht!" })).toBeInTheDocument();
    expect(api.paths()).toEqual([VOUCHER]);
  });

  it("reads ?retry=mislukt", async () => {
    stub(() => aVoucher({ status: "FAILED", paymentStatus: "FAILED" }));
    renderAt(`/voucher-success?voucherId=${ID}&retry=mislukt`);

    expect(await screen.findByRole("alert")).toHaveTextContent("Opnieuw betalen is op dit moment niet mogelijk.");
    expect(within(screen.getByRole("alert")).getByRole("link")).toHaveAttribute("href", "tel:+31317765432");
  });

  it("says 'Geen cadeaubon gegevens gevonden' without either", () => {
    stubApi({});
    renderAt("/voucher-success");

    expect(screen.getByRole("heading", { level: 1, name: "Geen cadeaubon gegevens gevonden" })).toBeInTheDocument();
  });
});
