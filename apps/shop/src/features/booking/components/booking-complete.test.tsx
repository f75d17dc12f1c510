import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { stubApi, type Handler } from "../../../testing/api";
import { aBooking } from "../../../testing/bookings";
import { renderWithProviders } from "../../../testing/render";
import type { Booking } from "../types";
import { BookingComplete, bookingResult } from "./booking-complete";

const plain = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

function renderComplete(booking: Booking, retryFailed = false, more: Record<string, Handler> = {}) {
  const api = stubApi({ [`GET /bookings/${booking.id}`]: { status: 200, body: booking }, ...more });
  renderWithProviders(<BookingComplete bookingId={booking.id} retryFailed={retryFailed} />);
  return api;
}

const CHECKOUT = "https://mollie.test/checkout/tr_retry1";
/** retried answers the retry's POST for the booking with id with a new checkout. */
const retried = (id: string): Record<string, Handler> => ({
  [`POST /payments/retry-booking-payment/${id}`]: { status: 201, body: { checkoutUrl: CHECKOUT } },
});

const headline = () => screen.findByRole("heading", { level: 1 });

describe("bookingResult", () => {
  it.each([
    [{ status: "PAID", totalCents: 0 }, "free"],
    [{ status: "PAID", totalCents: 2500 }, "paid"],
    [{ status: "PENDING", totalCents: 2500 }, "payment-required"],
    [{ status: "FAILED", totalCents: 2500 }, "failed"],
    [{ status: "CANCELLED", totalCents: 2500 }, "cancelled"],
    [{ status: "CANCELED", totalCents: 0 }, "cancelled"],
  ] as const)("%o is %s", (booking, result) => {
    expect(bookingResult(booking)).toBe(result);
  });
});

describe("BookingComplete", () => {
  it("confirms a free booking", async () => {
    renderComplete(aBooking({ status: "PAID", paymentStatus: "PAID", totalCents: 0, subtotalCents: 0 }));

    expect(await headline()).toHaveTextContent("Je gratis boeking is bevestigd!");
    expect(screen.getByText(/je hoeft niets te betalen/)).toHaveTextContent("joris@example.nl");
    expect(screen.queryByRole("button", { name: /betalen/ })).not.toBeInTheDocument();
  });

  it("says a booking the gift voucher paid for in full was paid with the voucher, not that the walk is free", async () => {
    renderComplete(
      aBooking({ status: "PAID", paymentStatus: "PAID", subtotalCents: 3000, totalCents: 0, voucherUsedCents: 3000, voucher: { valueCents: 5000, remainingCents: 2000 } }),
    );

    expect(await headline()).toHaveTextContent("Betaald met je cadeaubon: je boeking is bevestigd!");
    const text = screen.getByText(/Je cadeaubon heeft deze boeking betaald/);
    expect(plain(text.textContent)).toContain("(€ 30,00): je hoeft niets meer bij te betalen.");
    expect(text).toHaveTextContent("joris@example.nl");
    expect(screen.queryByText(/Deze wandeling is gratis/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Betaald met je cadeaubon: je boeking is bevestigd! | Wandelwijs"));
  });

  it("confirms a paid booking", async () => {
    renderComplete(aBooking({ status: "PAID", paymentStatus: "PAID" }));

    expect(await headline()).toHaveTextContent("Betaald: je boeking is bevestigd!");
    await waitFor(() => expect(document.title).toBe("Betaald: je boeking is bevestigd! | Wandelwijs"));
  });

  it("asks for payment within 24 hours for a pending booking with a total", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const api = renderComplete(aBooking({ status: "PENDING", totalCents: 5000 }), false, retried("3f2a9c1e-7b4d-4e2a-9c1e-000000000042"));

    expect(await headline()).toHaveTextContent("Betaling vereist");
    expect(screen.getByText(/binnen 24 uur/)).toHaveTextContent(
      "Rond je betaling binnen 24 uur af om je plek te behouden.",
    );
    await user.click(screen.getByRole("button", { name: "Nu betalen" }));
    // The button POSTs (a GET of the retry address starts no payment), then goes to the checkout.
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(api.paths()).toContain("POST /payments/retry-booking-payment/3f2a9c1e-7b4d-4e2a-9c1e-000000000042");
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("offers a failed payment a retry that POSTs and navigates the browser to the new checkout", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const api = renderComplete(aBooking({ id: "b0b0b0b0-1111", status: "FAILED", paymentStatus: "FAILED" }), false, retried("b0b0b0b0-1111"));

    expect(await headline()).toHaveTextContent("Betaling mislukt");
    await user.click(screen.getByRole("button", { name: "Opnieuw betalen" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(api.paths().filter((p) => p.startsWith("POST"))).toEqual(["POST /payments/retry-booking-payment/b0b0b0b0-1111"]);
  });

  it("comes back saying paying again is not possible when the retry is refused", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderComplete(aBooking({ id: "b0b0b0b0-2222", status: "FAILED", paymentStatus: "FAILED" }), false, {
      "POST /payments/retry-booking-payment/b0b0b0b0-2222": { status: 429, body: { message: "Te veel pogingen." } },
    });

    expect(await headline()).toHaveTextContent("Betaling mislukt");
    await user.click(screen.getByRole("button", { name: "Opnieuw betalen" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/booking/complete/b0b0b0b0-2222?retry=mislukt"));
  });

  it("says a cancelled booking is cancelled, in either spelling", async () => {
    renderComplete(aBooking({ status: "CANCELLED", paymentStatus: "CANCELED" }));

    expect(await headline()).toHaveTextContent("Boeking geannuleerd");
    expect(within(screen.getByRole("region", { name: "Gegevens van je boeking" })).getByText("Geannuleerd")).toBeInTheDocument();
  });

  it("shows walk, participant, persons, booking number, status, total and the voucher", async () => {
    renderComplete(
      aBooking({
        status: "PENDING",
        qty: 3,
        subtotalCents: 7500,
        voucherUsedCents: 2000,
        totalCents: 5500,
        voucher: { valueCents: 5000, remainingCents: 1000 },
      }),
    );
    await headline();
    const details = plain(screen.getByRole("region", { name: "Gegevens van je boeking" }).textContent);

    expect(details).toContain("Boswandeling over vrijheid");
    expect(details).toContain("zaterdag 5 december 2026, 10:00–12:00");
    expect(details).toContain("Parkeerplaats Bosrandweg, Wageningen");
    expect(details).toContain("DeelnemerJoris Jansenjoris@example.nl");
    expect(details).toContain("Aantal personen3 personen");
    expect(details).toContain("Boekingsnummer3F2A9C1E");
    expect(details).toContain("StatusWachtend op betaling");
    expect(details).toContain("Totaal€ 55,00");
    expect(details).toContain("Cadeaubon gebruikt€ 20,00");
    expect(details).toContain("Resterend tegoed€ 10,00");
  });

  it("shows a booking read without its guest's contact details (another browser) without a participant", async () => {
    renderComplete(aBooking({ status: "PAID", paymentStatus: "PAID", guestName: null, guestEmail: null, guestPhone: null }));

    expect(await headline()).toHaveTextContent("Betaald: je boeking is bevestigd!");
    const details = plain(screen.getByRole("region", { name: "Gegevens van je boeking" }).textContent);
    expect(details).not.toContain("Deelnemer");
    expect(details).toContain("Aantal personen2 personen");
  });

  it.each(["CANCELLED", "FAILED"] as const)("says the voucher's part of a %s booking went back onto it", async (status) => {
    renderComplete(aBooking({ status, voucherUsedCents: 2250, voucher: { valueCents: 5000, remainingCents: 5000 } }));
    await headline();
    const details = plain(screen.getByRole("region", { name: "Gegevens van je boeking" }).textContent);

    expect(details).toContain("Terug op je cadeaubon€ 22,50");
    expect(details).toContain("Resterend tegoed€ 50,00");
    expect(details).not.toContain("Cadeaubon gebruikt");
  });

  it.each([
    ["PAID", "Betaald"],
    ["FAILED", "Betaling mislukt"],
    ["CANCELED", "Geannuleerd"],
    ["PENDING", "Wachtend op betaling"],
  ] as const)("labels status %s as %s", async (status, label) => {
    renderComplete(aBooking({ status }));
    await headline();
    expect(plain(screen.getByRole("region", { name: "Gegevens van je boeking" }).textContent)).toContain(`Status${label}`);
  });

  it("links to more walks, and to the profile only for a booking with an account", async () => {
    renderComplete(aBooking({ user: { name: "Sanne de Vries", email: "sanne@example.nl" }, guestName: null }));
    await headline();

    const next = screen.getByRole("navigation", { name: "Verder" });
    expect(within(next).getByRole("link", { name: "Meer wandelingen bekijken" })).toHaveAttribute("href", "/");
    expect(within(next).getByRole("link", { name: "Naar mijn profiel" })).toHaveAttribute("href", "/profiel");
    expect(plain(screen.getByRole("region", { name: "Gegevens van je boeking" }).textContent)).toContain(
      "DeelnemerSanne de Vriessanne@example.nl",
    );
  });

  it("has no profile link for a guest booking", async () => {
    renderComplete(aBooking());
    await headline();
    expect(screen.queryByRole("link", { name: "Naar mijn profiel" })).not.toBeInTheDocument();
  });

  it("says paying again is not possible now after a refused retry", async () => {
    renderComplete(aBooking({ status: "FAILED" }), true);
    await headline();

    expect(screen.getByRole("alert")).toHaveTextContent("Opnieuw betalen is nu niet mogelijk.");
  });

  it("says 'Boeking niet gevonden' for an unknown booking", async () => {
    stubApi({ "GET /bookings/onbekend": { status: 404, body: { message: "Boeking niet gevonden" } } });
    renderWithProviders(<BookingComplete bookingId="onbekend" />);

    expect(await headline()).toHaveTextContent("Boeking niet gevonden");
    expect(screen.getByRole("link", { name: "Naar de wandelingen" })).toHaveAttribute("href", "/");
  });
});
