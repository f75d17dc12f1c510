import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../testing/render";
import { stubApi, type Handler } from "../../../testing/api";
import { aBooking, STATUS_BADGES } from "../../../testing/bookings";
import { aUser, signIn } from "../../../testing/users";
import { ME_KEY } from "../../../shared/api/get-me";
import type { Booking } from "../types";
import { MyBookings } from "./my-bookings";

const plain = (s: string | null) => (s ?? "").replace(/\u00a0/g, " ");

function renderMyWalks(signedIn = true) {
  const queryClient = createQueryClient();
  if (signedIn) {
    signIn();
    queryClient.setQueryData(ME_KEY, aUser());
    queryClient.setQueryDefaults(ME_KEY, { staleTime: Infinity });
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/mijn-wandelingen"]}>
        <Routes>
          <Route path="/mijn-wandelingen" element={<MyBookings />} />
          <Route path="/login" element={<h1>Inloggen</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const mine = (bookings: Booking[]): Record<string, Handler> => ({ "GET /bookings/my": { status: 200, body: bookings } });

const item = (title: string) => screen.getByRole("article", { name: title });

describe("MyBookings", () => {
  it("sends a visitor to /login", async () => {
    stubApi({});
    renderMyWalks(false);

    expect(await screen.findByRole("heading", { level: 1, name: "Inloggen" })).toBeInTheDocument();
  });

  it("lists each booking with title, date, place, persons, total and booking number", async () => {
    stubApi(mine([aBooking({ status: "PAID", qty: 3, totalCents: 7500 })]));
    renderMyWalks();

    const booking = await screen.findByRole("article", { name: "Boswandeling over vrijheid" });
    const text = plain(booking.textContent);
    expect(text).toContain("zaterdag 5 december 2026, 10:00–12:00");
    expect(text).toContain("Parkeerplaats Bosrandweg, Wageningen");
    expect(text).toContain("Personen3 personen");
    expect(text).toContain("Totaal€ 75,00");
    expect(text).toContain("Boekingsnummer3F2A9C1E");
  });

  it.each(STATUS_BADGES)("shows status %s as the badge %s", async (status, badge) => {
    stubApi(mine([aBooking({ status })]));
    renderMyWalks();

    await screen.findByRole("article");
    expect(within(item("Boswandeling over vrijheid")).getByText(badge)).toHaveClass("status-badge");
  });

  it("notes the voucher discount only when a voucher applied", async () => {
    stubApi(
      mine([
        aBooking({ id: "a1", voucherUsedCents: 1250, walk: { ...aBooking().walk, title: "Met bon" } }),
        aBooking({ id: "a2", voucherUsedCents: 0, walk: { ...aBooking().walk, title: "Zonder bon" } }),
      ]),
    );
    renderMyWalks();

    await screen.findAllByRole("article");
    expect(plain(item("Met bon").textContent)).toContain("Cadeaubon gebruikt: € 12,50 korting");
    expect(item("Zonder bon")).not.toHaveTextContent("Cadeaubon gebruikt");
  });

  it("says it is too late to cancel where the server says so, and nothing for a cancelled booking", async () => {
    stubApi(
      mine([
        aBooking({ id: "a1", canCancel: false, walk: { ...aBooking().walk, title: "Te laat" } }),
        aBooking({ id: "a2", canCancel: false, status: "CANCELLED", walk: { ...aBooking().walk, title: "Al weg" } }),
        aBooking({ id: "a3", canCancel: true, walk: { ...aBooking().walk, title: "Nog op tijd" } }),
      ]),
    );
    renderMyWalks();

    await screen.findAllByRole("article");
    expect(item("Te laat")).toHaveTextContent("Je kan deze niet meer annuleren (min. 4 dagen van te voren)");
    expect(within(item("Te laat")).queryByRole("button", { name: /Annuleren/ })).not.toBeInTheDocument();
    expect(item("Al weg")).not.toHaveTextContent("niet meer annuleren");
    expect(within(item("Al weg")).queryByRole("button", { name: /Annuleren/ })).not.toBeInTheDocument();
    expect(within(item("Nog op tijd")).getByRole("button", { name: "Annuleren van Nog op tijd" })).toBeInTheDocument();
    expect(item("Nog op tijd")).not.toHaveTextContent("niet meer annuleren");
  });

  it("says 'Nog geen boekingen' with a link to the walks when there are none", async () => {
    stubApi(mine([]));
    renderMyWalks();

    expect(await screen.findByRole("heading", { name: "Nog geen boekingen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bekijk de wandelingen" })).toHaveAttribute("href", "/");
  });

  it("says so when the bookings cannot be loaded", async () => {
    stubApi({ "GET /bookings/my": { status: 500 } });
    renderMyWalks();

    expect(await screen.findByText("Er is een fout opgetreden bij het laden van je boekingen.")).toBeInTheDocument();
  });

  it("cancels after the confirm dialog, tells the result and shows the booking as cancelled", async () => {
    let cancelled = false;
    const booking = aBooking({ status: "PAID" });
    const api = stubApi({
      "GET /bookings/my": () => ({
        status: 200,
        body: [cancelled ? { ...booking, status: "CANCELLED", canCancel: false } : booking],
      }),
      [`POST /bookings/${booking.id}/cancel`]: () => {
        cancelled = true;
        return { status: 200, body: { ...booking, status: "CANCELLED" } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderMyWalks();
    await user.click(await screen.findByRole("button", { name: /^Annuleren/ }));

    const confirm = screen.getByRole("dialog", { name: "Boeking annuleren" });
    expect(confirm).toHaveTextContent("Boswandeling over vrijheid");
    await user.click(within(confirm).getByRole("button", { name: "Ja, annuleren" }));

    const done = await screen.findByRole("dialog", { name: "Boeking geannuleerd" });
    expect(done).toHaveTextContent("Je boeking is succesvol geannuleerd. De admin is geïnformeerd.");
    expect(screen.queryByRole("dialog", { name: "Boeking annuleren" })).not.toBeInTheDocument();
    expect(api.paths()).toContain(`POST /bookings/${booking.id}/cancel`);

    await user.click(within(done).getByRole("button", { name: "Sluiten" }));
    await waitFor(() => expect(within(item("Boswandeling over vrijheid")).getByText("Geannuleerd")).toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 1, name: "Mijn wandelingen" })).toHaveFocus();
  });

  it("keeps the booking with 'Nee, behouden'", async () => {
    const api = stubApi(mine([aBooking()]));
    const user = userEvent.setup({ delay: null });
    renderMyWalks();
    await user.click(await screen.findByRole("button", { name: /^Annuleren/ }));
    await user.click(screen.getByRole("button", { name: "Nee, behouden" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.paths()).not.toContain(expect.stringContaining("/cancel"));
    expect(screen.getByRole("button", { name: /^Annuleren/ })).toHaveFocus();
  });

  it("tells when cancelling fails and loads the list again", async () => {
    const booking = aBooking();
    const api = stubApi({
      ...mine([booking]),
      [`POST /bookings/${booking.id}/cancel`]: { status: 409, body: { message: "Te laat" } },
    });
    const user = userEvent.setup({ delay: null });
    renderMyWalks();
    await user.click(await screen.findByRole("button", { name: /^Annuleren/ }));
    await user.click(screen.getByRole("button", { name: "Ja, annuleren" }));

    const failed = await screen.findByRole("dialog", { name: "Fout bij annuleren" });
    expect(failed).toHaveTextContent(
      "Er is een fout opgetreden bij het annuleren van de boeking. Probeer het opnieuw.",
    );
    await waitFor(() => expect(api.paths().filter((p) => p === "GET /bookings/my")).toHaveLength(2));
  });
});
