import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { stubApi } from "../../../testing/api";
import { seededQueryClient } from "../../../testing/render";
import { aWalkDetail } from "../../../testing/walks";
import { walkQueryOptions, type WalkDetail } from "../../../shared/api/get-walk";
import type { WaitlistEntry } from "../api/waitlist";
import { BookingView } from "./booking-form";

function renderBooking(walk: WalkDetail, offerToken?: string) {
  render(
    <QueryClientProvider client={seededQueryClient(walkQueryOptions(walk.slug).queryKey, walk)}>
      <MemoryRouter>
        <BookingView slug={walk.slug} offerToken={offerToken} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const TOKEN = "t".repeat(43);

function anOffer(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    walk: { title: "Boswandeling", slug: "boswandeling-over-vrijheid", dateStart: "2026-12-05T09:30:00Z" },
    name: "Anna Wachter",
    email: "anna@example.nl",
    phone: "+31 6 11111111",
    qty: 3,
    status: "OFFERED",
    offerOpen: true,
    offerExpiresAt: "2026-12-01T21:00:00Z",
    bookingId: null,
    ...overrides,
  };
}

describe("a full walk's booking page offers the waiting list", () => {
  it("puts a party on the list with name, e-mail, phone and persons", async () => {
    const api = stubApi({ "GET /auth/me": { status: 401 }, "POST /walks/boswandeling-over-vrijheid/waitlist": { status: 201, body: { message: "Je staat op de wachtlijst." } } });
    const user = userEvent.setup({ delay: null });
    renderBooking(aWalkDetail({ availableSpots: 0 }));

    const panel = await screen.findByRole("region", { name: "Zet me op de wachtlijst" });
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Met hoeveel personen?" }), "4");
    await user.click(within(panel).getByRole("button", { name: "Zet me op de wachtlijst" }));
    expect(within(panel).getByText("Vul je naam in.")).toBeInTheDocument();
    expect(api.paths()).not.toContain("POST /walks/boswandeling-over-vrijheid/waitlist");

    await user.type(within(panel).getByLabelText("Naam"), "Anna Wachter");
    await user.type(within(panel).getByLabelText("E-mailadres"), "anna@example.nl");
    await user.type(within(panel).getByLabelText("Telefoonnummer"), "+31 6 11111111");
    await user.click(within(panel).getByRole("button", { name: "Zet me op de wachtlijst" }));

    expect(await within(panel).findByRole("status")).toHaveTextContent("Je staat op de wachtlijst.");
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Anna Wachter",
      email: "anna@example.nl",
      phone: "+31 6 11111111",
      qty: 4,
    });
  });

  it("takes the place of the booking form, which could not book", async () => {
    stubApi({ "GET /auth/me": { status: 401 } });
    renderBooking(aWalkDetail({ availableSpots: 0 }));

    expect(await screen.findByRole("region", { name: "Zet me op de wachtlijst" })).toBeInTheDocument();
    expect(screen.getByText(/Deze wandeling is volgeboekt/)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Boekingsformulier" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Geen plaatsen beschikbaar" })).not.toBeInTheDocument();
  });

  it("is not offered while the walk has room", async () => {
    stubApi({ "GET /auth/me": { status: 401 } });
    renderBooking(aWalkDetail({ availableSpots: 2 }));
    await screen.findByRole("combobox", { name: "Aantal personen" });
    expect(screen.queryByRole("region", { name: "Zet me op de wachtlijst" })).toBeNull();
  });
});

describe("the booking form opened from an offer", () => {
  it("is filled in from the offer, counts the held places and books with the offer", async () => {
    const api = stubApi({
      "GET /auth/me": { status: 401 },
      [`GET /waitlist/${TOKEN}`]: { status: 200, body: anOffer() },
      "POST /payments/create-booking-payment": { status: 201, body: { checkoutUrl: "https://pay.example/tr_1", bookingId: "b1" } },
    });
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderBooking(aWalkDetail({ availableSpots: 0 }), TOKEN);

    expect(await screen.findByText(/we houden 3 plaatsen voor je vast/)).toBeInTheDocument();
    const qty = screen.getByRole("combobox", { name: "Aantal personen" });
    expect(qty).toHaveValue("3");
    expect(within(qty).getAllByRole("option")).toHaveLength(3);
    expect(screen.getByLabelText("Naam")).toHaveValue("Anna Wachter");
    expect(screen.getByLabelText("E-mailadres")).toHaveValue("anna@example.nl");
    expect(screen.queryByRole("region", { name: "Zet me op de wachtlijst" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Doorgaan naar betaling" }));
    expect(assign).toHaveBeenCalledWith("https://pay.example/tr_1");
    expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({ qty: 3, offerToken: TOKEN, guestName: "Anna Wachter" });
  });

  it("says an ended offer holds nothing and books without it", async () => {
    stubApi({ "GET /auth/me": { status: 401 }, [`GET /waitlist/${TOKEN}`]: { status: 200, body: anOffer({ status: "EXPIRED", offerOpen: false }) } });
    renderBooking(aWalkDetail({ availableSpots: 0 }), TOKEN);
    expect(await screen.findByRole("alert")).toHaveTextContent("Dit aanbod van de wachtlijst is verlopen of al gebruikt");
    expect(screen.queryByRole("form", { name: "Boekingsformulier" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Zet me op de wachtlijst" })).toBeInTheDocument();
  });

  it("says an offer already booked was booked, and leads to that booking instead of a form", async () => {
    stubApi({
      "GET /auth/me": { status: 401 },
      [`GET /waitlist/${TOKEN}`]: { status: 200, body: anOffer({ status: "BOOKED", offerOpen: false, bookingId: "b-42" }) },
    });
    renderBooking(aWalkDetail({ availableSpots: 0 }), TOKEN);

    expect(await screen.findByText("Je hebt al geboekt: met dit aanbod van de wachtlijst heb je 3 personen geboekt.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bekijk je boeking" })).toHaveAttribute("href", "/booking/complete/b-42");
    expect(screen.queryByText(/verlopen of al gebruikt/)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Zet me op de wachtlijst" })).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Boekingsformulier" })).not.toBeInTheDocument();
  });
});
