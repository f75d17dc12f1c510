import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../testing/api";
import { aBooking } from "../../../testing/bookings";
import { seededQueryClient } from "../../../testing/render";
import { ManageBooking, NOT_FOUND_TEXT, TOO_LATE_TEXT } from "./manage-booking";

const TOKEN = "k".repeat(43);

function renderManage() {
  render(
    <QueryClientProvider client={seededQueryClient(["unused"], null)}>
      <MemoryRouter>
        <ManageBooking token={TOKEN} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const paid = aBooking({ status: "PAID", paymentStatus: "PAID", qty: 3, totalCents: 7500, subtotalCents: 7500 });

describe("ManageBooking: /boeking/{token}", () => {
  it("shows the booking and lowers the persons, with the server's new booking", async () => {
    const api = stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: paid },
      [`PATCH /manage/${TOKEN}`]: { status: 200, body: { ...paid, qty: 1, totalCents: 2500, subtotalCents: 2500 } },
    });
    const user = userEvent.setup();
    renderManage();

    const details = await screen.findByRole("region", { name: "Gegevens van je boeking" });
    expect(details).toHaveTextContent("3 personen");
    const fewer = screen.getByRole("combobox", { name: "Minder personen" });
    expect(within(fewer).getAllByRole("option").map((o) => o.textContent)).toEqual(["1 persoon", "2 personen"]);
    await user.selectOptions(fewer, "1");
    await user.click(screen.getByRole("button", { name: "Aantal wijzigen" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Je boeking is gewijzigd naar 1 persoon");
    expect(details).toHaveTextContent("1 persoon");
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ qty: 1 });
    expect(screen.getByRole("link", { name: "Zet in je agenda (.ics)" })).toHaveAttribute("href", `/api/v1/manage/${TOKEN}/calendar.ics`);
  });

  it("cancels after asking, and shows the server's refusal as it is", async () => {
    stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: paid },
      [`POST /manage/${TOKEN}/cancel`]: { status: 409, body: { message: "Je kan deze niet meer annuleren (min. 4 dagen van te voren)" } },
    });
    const user = userEvent.setup();
    renderManage();
    await user.click(await screen.findByRole("button", { name: "Boeking annuleren" }));
    await user.click(within(screen.getByRole("dialog", { name: "Boeking annuleren" })).getByRole("button", { name: "Ja, annuleren" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Je kan deze niet meer annuleren (min. 4 dagen van te voren)");
  });

  it("offers neither cancelling nor fewer persons once the rule no longer allows it", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 200, body: { ...paid, canCancel: false } } });
    renderManage();
    expect(await screen.findByText(TOO_LATE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Boeking annuleren" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Minder personen" })).toBeNull();
    expect(screen.getByRole("button", { name: "Bevestiging opnieuw sturen" })).toBeInTheDocument();
  });

  it("leads an unpaid booking to its payment", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 200, body: aBooking() } });
    renderManage();
    expect(await screen.findByRole("link", { name: "Ga naar de betaling" })).toHaveAttribute("href", `/booking/complete/${aBooking().id}`);
    expect(screen.queryByRole("button", { name: "Bevestiging opnieuw sturen" })).toBeNull();
  });

  it("says so for a link that belongs to no booking", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 404, body: { message: "Niet gevonden" } } });
    renderManage();
    expect(await screen.findByRole("heading", { level: 1, name: "Boeking niet gevonden" })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
