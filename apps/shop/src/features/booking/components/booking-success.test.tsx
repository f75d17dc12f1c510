import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "../../../shared/components/toast";
import { never, stubApi, type Answer, type Handler } from "../../../testing/api";
import { aBooking } from "../../../testing/bookings";
import {
  MANUAL_REFRESH_AFTER_MS,
  REFETCH_AFTER_COMPLETION_MS,
  REFETCH_AFTER_FAILED_COMPLETION_MS,
} from "../../../shared/hooks/use-payment-follow";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { renderWithProviders } from "../../../testing/render";
import type { Booking } from "../types";
import { BookingSuccess } from "./booking-success";

const plain = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

const ID = "3f2a9c1e-7b4d-4e2a-9c1e-000000000042";
const BOOKING = `GET /bookings/${ID}`;
const PROVIDER = "GET /payments/status/tr_test123";
const STATUS = `GET /payments/booking/${ID}/status`;
const COMPLETE = "POST /payments/process-payment-completion/tr_test123";
const DEV = "GET /dev/mail.json";

const ok = (body: unknown): Answer => ({ status: 200, body });

/** stub answers the page's calls: the booking, the provider's status, the status poll and the dev check. */
function stub(booking: () => Booking, provider: Handler = ok({ status: "open" }), more: Record<string, Handler> = {}) {
  return stubApi({
    [BOOKING]: () => ok(booking()),
    [PROVIDER]: provider,
    [STATUS]: ok({ status: "open", paymentStatus: "PENDING", bookingStatus: "PENDING" }),
    [DEV]: { status: 404 },
    ...more,
  });
}

function renderPage(bookingId: string | null = ID) {
  renderWithProviders(<BookingSuccess bookingId={bookingId} />);
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** settle lets answers that came at the end of a tick reach the page (zero timeouts run a millisecond later). */
const settle = () => tick(5);

afterEach(() => resetToasts());

describe("BookingSuccess: what it shows", () => {
  it("says 'Geen boekingsgegevens gevonden' with a way back without a booking id", () => {
    const api = stubApi({});
    renderPage(null);

    expect(screen.getByRole("heading", { level: 1, name: "Geen boekingsgegevens gevonden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terug naar de wandelingen" })).toHaveAttribute("href", "/");
    expect(api.calls).toEqual([]);
  });

  it("says 'Betalingsstatus controleren...' while the booking loads", () => {
    stubApi({ [BOOKING]: never, [DEV]: { status: 404 } });
    renderPage();

    expect(screen.getByText("Betalingsstatus controleren...")).toBeInTheDocument();
  });

  it("says 'Boeking niet gevonden' when the booking cannot be loaded", async () => {
    stubApi({ [BOOKING]: { status: 404, body: { message: "Boeking niet gevonden" } }, [DEV]: { status: 404 } });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Boeking niet gevonden" })).toBeInTheDocument();
  });

  it("celebrates a paid booking with the next steps, details and status", async () => {
    stub(() => aBooking({ status: "PAID", paymentStatus: "PAID", paymentMethod: "ideal" }));
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Betaling succesvol!" })).toBeInTheDocument();
    const steps = plain(screen.getByRole("region", { name: "Volgende stappen" }).textContent);
    expect(steps).toContain("10 minuten eerder");
    expect(steps).toContain("wandelschoenen");
    expect(steps).toContain("gaat door bij slecht weer, tenzij anders vermeld");

    const details = plain(screen.getByRole("region", { name: "Boekingsgegevens" }).textContent);
    expect(details).toContain("WandelingBoswandeling over vrijheid");
    expect(details).toContain("Datum en tijdzaterdag 5 december 2026, 10:00–12:00");
    expect(details).toContain("LocatieParkeerplaats Bosrandweg, Wageningen");
    expect(details).toContain("Aantal personen2 personen");
    expect(details).toContain("Totaalprijs€ 50,00");

    const status = plain(screen.getByRole("region", { name: "Status" }).textContent);
    expect(status).toContain("BetaalstatusBetaald");
    expect(status).toContain("BoekingsstatusBevestigd");
    expect(status).toContain("BetaalmethodeiDEAL");

    expect(screen.getByRole("link", { name: "Je boeking bekijken" })).toHaveAttribute("href", `/booking/complete/${ID}`);
    expect(screen.getByRole("link", { name: "Meer wandelingen bekijken" })).toHaveAttribute("href", "/");
  });

  it("offers 'Nu betalen', which POSTs the retry and goes to the new checkout, while the payment is still open at the provider", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const checkout = "https://mollie.test/checkout/tr_retry2";
    const api = stub(() => aBooking(), ok({ status: "open" }), {
      [`POST /payments/retry-booking-payment/${ID}`]: { status: 201, body: { checkoutUrl: checkout } },
    });
    renderPage();

    const pay = await screen.findByRole("button", { name: "Nu betalen" });
    expect(screen.getByRole("heading", { level: 1, name: "Betaling verwerken..." })).toBeInTheDocument();
    expect(screen.getByText(/Je betaling staat nog open/)).toBeInTheDocument();
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout));
    expect(api.paths()).toContain(`POST /payments/retry-booking-payment/${ID}`);
  });

  it("offers no 'Nu betalen' while the provider is still working on the payment", async () => {
    const api = stub(() => aBooking(), ok({ status: "pending" }));
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Betaling verwerken..." })).toBeInTheDocument();
    await waitFor(() => expect(api.paths()).toContain(PROVIDER));
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Nu betalen" })).not.toBeInTheDocument();
  });

  it.each([
    [{ status: "FAILED", paymentStatus: "FAILED" }, "open", "Mislukt"],
    [{ status: "FAILED", paymentStatus: "CANCELED" }, "canceled", "Afgebroken"],
    [{ status: "PENDING", paymentStatus: "CANCELED" }, "open", "Afgebroken"],
    [{ status: "CANCELLED", paymentStatus: "PENDING" }, "open", "Mislukt"],
    [{ status: "PENDING", paymentStatus: "PENDING" }, "failed", "Mislukt"],
    [{ status: "PENDING", paymentStatus: "PENDING" }, "canceled", "Afgebroken"],
    [{ status: "PENDING", paymentStatus: "PENDING" }, "expired", "Afgebroken"],
  ] as const)("says a payment failed for %o with the provider at %s: %s", async (state, provider, label) => {
    stub(() => aBooking(state), ok({ status: provider }));
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Betaling niet gelukt" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Wat nu?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Opnieuw proberen" })).toHaveAttribute(
      "href",
      "/boeken/boswandeling-over-vrijheid",
    );
    const status = plain(screen.getByRole("region", { name: "Status" }).textContent);
    expect(status).toContain(`Betaalstatus${label}`);
    expect(status).not.toContain("In behandeling");
    // Bank advice only where the bank may have stopped it.
    const whatNow = screen.getByRole("region", { name: "Wat nu?" });
    if (label === "Afgebroken") {
      expect(whatNow).toHaveTextContent("er is niets afgeschreven");
      expect(whatNow).not.toHaveTextContent("saldo");
    } else {
      expect(whatNow).toHaveTextContent("saldo");
    }
  });

  it("takes a provider's paid or authorized as paid", async () => {
    stub(() => aBooking(), ok({ status: "authorized" }), { [COMPLETE]: ok({ status: "success" }) });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Betaling succesvol!" })).toBeInTheDocument();
  });

  it("shows 'Betaling verwerken...' while the payment is under way, in a polite live region", async () => {
    stub(() => aBooking());
    renderPage();

    const heading = await screen.findByRole("heading", { level: 1, name: "Betaling verwerken..." });
    expect(heading.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    const status = plain(screen.getByRole("region", { name: "Status" }).textContent);
    expect(status).toContain("BetaalstatusIn behandeling");
    expect(status).toContain("BoekingsstatusIn behandeling");
    expect(status).not.toContain("Betaalmethode");
    expect(screen.queryByRole("button", { name: "Handmatig vernieuwen" })).not.toBeInTheDocument();
  });

  it("says that a paid booking cancelled since is no longer confirmed, without the next steps", async () => {
    stub(() => aBooking({ status: "CANCELLED", paymentStatus: "PAID", paymentMethod: "ideal" }));
    renderPage();

    const head = await screen.findByRole("heading", { level: 1, name: "Betaling succesvol!" });
    const section = head.closest("section")!;
    expect(plain(section.textContent)).toContain("Deze boeking is inmiddels geannuleerd.");
    expect(plain(section.textContent)).not.toContain("Je boeking is bevestigd");
    expect(screen.queryByRole("region", { name: "Volgende stappen" })).not.toBeInTheDocument();
    expect(plain(screen.getByRole("region", { name: "Status" }).textContent)).toContain("BoekingsstatusGeannuleerd");
    expect(screen.getByRole("link", { name: "Je boeking bekijken" })).toHaveAttribute("href", `/booking/complete/${ID}`);
  });

  it("labels a cancelled booking Geannuleerd", async () => {
    stub(() => aBooking({ status: "CANCELLED", paymentStatus: "CANCELED" }));
    renderPage();

    await screen.findByRole("heading", { level: 1, name: "Betaling niet gelukt" });
    expect(plain(screen.getByRole("region", { name: "Status" }).textContent)).toContain("BoekingsstatusGeannuleerd");
  });
});

describe("BookingSuccess: polling", () => {
  it("loads the booking every 3 s and the provider's status every 5 s until paid, then stops", async () => {
    vi.useFakeTimers();
    let booking = aBooking();
    const api = stub(() => booking);
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();
    expect(count(BOOKING)).toBe(1);
    expect(count(PROVIDER)).toBe(1);

    await tick(2990);
    expect(count(BOOKING)).toBe(1);
    await tick(10);
    expect(count(BOOKING)).toBe(2);
    await tick(2000);
    expect(count(PROVIDER)).toBe(2);
    await tick(1000);
    expect(count(BOOKING)).toBe(3);
    await tick(4000);
    expect([count(BOOKING), count(PROVIDER)]).toEqual([4, 3]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Betaling verwerken...");

    booking = aBooking({ status: "PAID", paymentStatus: "PAID" });
    await tick(3000);
    await settle();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Betaling succesvol!");
    const seen = [count(BOOKING), count(PROVIDER)];

    await tick(60_000);
    expect([count(BOOKING), count(PROVIDER)]).toEqual(seen);
  });

  it("ignores a failed provider lookup and keeps looking", async () => {
    vi.useFakeTimers();
    let providerAnswer: Answer = { status: 502 };
    const api = stub(() => aBooking(), () => providerAnswer, { [COMPLETE]: ok({ status: "success" }) });
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Betaling verwerken...");

    await tick(5000);
    expect(count(PROVIDER)).toBe(2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Betaling verwerken...");

    providerAnswer = ok({ status: "paid" });
    await tick(5000);
    await settle();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Betaling succesvol!");
  });

  it("processes the completion once when the provider says paid, and reloads the booking 2 s after success", async () => {
    vi.useFakeTimers();
    const api = stub(() => aBooking(), ok({ status: "paid" }), { [COMPLETE]: ok({ status: "success" }) });
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();
    expect(count(COMPLETE)).toBe(1);
    expect(count(BOOKING)).toBe(1);

    await tick(REFETCH_AFTER_COMPLETION_MS - 10);
    expect(count(BOOKING)).toBe(1);
    await tick(10);
    await settle();
    expect(count(BOOKING)).toBe(2);

    await tick(60_000);
    expect(count(COMPLETE)).toBe(1);
    expect(count(BOOKING)).toBe(2);
  });

  it("reloads the booking 3 s after a failed completion call", async () => {
    vi.useFakeTimers();
    const api = stub(() => aBooking(), ok({ status: "paid" }), { [COMPLETE]: { status: 500 } });
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();
    expect(count(COMPLETE)).toBe(1);

    await tick(REFETCH_AFTER_FAILED_COMPLETION_MS - 10);
    expect(count(BOOKING)).toBe(1);
    await tick(10);
    await settle();
    expect(count(BOOKING)).toBe(2);
    // A failed completion shows nothing: the provider already said paid.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(count(COMPLETE)).toBe(1);
  });

  it("polls the payment status every 2 s and reloads the booking when it is final", async () => {
    vi.useFakeTimers();
    let status = "open";
    const api = stub(() => aBooking(), ok({ status: "open" }), {
      [STATUS]: () => ok({ status, paymentStatus: "PENDING", bookingStatus: "PENDING" }),
    });
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();
    expect(count(STATUS)).toBe(1);
    await tick(2000);
    expect(count(STATUS)).toBe(2);
    await tick(2000);
    expect(count(STATUS)).toBe(3);
    await tick(2000);
    expect(count(STATUS)).toBe(4);

    // Between the booking's own loads (every 3 s): at 8 s the status becomes final.
    await tick(1000);
    const before = count(BOOKING);
    status = "paid";
    await tick(1000);
    await settle();
    expect(count(STATUS)).toBe(5);
    expect(count(BOOKING)).toBe(before + 1);
    await tick(10_000);
    expect(count(STATUS)).toBe(5);
  });

  it("offers 'Handmatig vernieuwen' after 30 s of waiting, which loads booking and status again", async () => {
    vi.useFakeTimers();
    const api = stub(() => aBooking());
    const count = (path: string) => api.paths().filter((p) => p === path).length;
    renderPage();
    await settle();

    await tick(MANUAL_REFRESH_AFTER_MS - 100);
    expect(screen.queryByRole("button", { name: "Handmatig vernieuwen" })).not.toBeInTheDocument();
    await tick(100);
    const button = screen.getByRole("button", { name: "Handmatig vernieuwen" });

    const before = [count(BOOKING), count(PROVIDER)];
    fireEvent.click(button);
    await settle();
    expect([count(BOOKING), count(PROVIDER)]).toEqual([before[0] + 1, before[1] + 1]);
  });

  it("shows 'Payment status polling timed out' after 5 minutes without a final status", async () => {
    vi.useFakeTimers();
    stub(() => aBooking());
    renderPage();
    await settle();

    await tick(299_000);
    expect(screen.queryByText(/Payment status polling timed out/)).not.toBeInTheDocument();
    await tick(1000);
    await settle();
    expect(screen.getByText(/Payment status polling timed out/)).toBeInTheDocument();
  });
});

describe("BookingSuccess: development shortcuts", () => {
  it("shows no shortcuts outside development", async () => {
    stub(() => aBooking());
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Betaling verwerken..." });

    expect(screen.queryByRole("button", { name: "Test webhook versturen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Markeer als betaald" })).not.toBeInTheDocument();
  });

  it("sends a test webhook and marks the booking paid in development", async () => {
    const api = stub(() => aBooking(), ok({ status: "open" }), {
      [DEV]: ok([]),
      "POST /payments/dev/trigger-webhook/tr_test123": ok({ status: "open" }),
      [`POST /payments/dev/mark-paid/${ID}`]: ok({ status: "PAID", paymentStatus: "PAID" }),
    });
    renderPage();
    const webhook = await screen.findByRole("button", { name: "Test webhook versturen" });

    fireEvent.click(webhook);
    const sent = await screen.findByText("Test-webhook verstuurd.");
    expect(sent).toBeInTheDocument();
    // The pointer rests on it, so it stays however slowly the rest comes (the countdown pauses).
    fireEvent.mouseEnter(sent.closest("[role=status]")!);
    expect(api.paths()).toContain("POST /payments/dev/trigger-webhook/tr_test123");

    fireEvent.click(screen.getByRole("button", { name: "Markeer als betaald" }));
    expect(await screen.findByText("Boeking gemarkeerd als betaald.")).toBeInTheDocument();
    expect(api.paths()).toContain(`POST /payments/dev/mark-paid/${ID}`);
    expect(within(screen.getByRole("region", { name: "Meldingen" })).getAllByRole("status")).toHaveLength(2);
  });
});
