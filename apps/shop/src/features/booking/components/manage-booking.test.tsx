import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../testing/api";
import { aBooking } from "../../../testing/bookings";
import { openManageBooking, renderManageBooking } from "../../../testing/manage";
import { NOT_FOUND_TEXT, TOO_LATE_TEXT } from "./manage-booking";

const TOKEN = "k".repeat(43);

const paid = {
  ...aBooking({ status: "PAID", paymentStatus: "PAID", qty: 3, totalCents: 7500, subtotalCents: 7500 }),
  reductions: [
    { qty: 1, refundCents: 5000, voucherBackCents: 0 },
    { qty: 2, refundCents: 2500, voucherBackCents: 0 },
  ],
  refunds: [],
};

describe("ManageBooking: /boeking/{token}", () => {
  it("shows the booking and lowers the persons after asking with the amount back, then shows the refund", async () => {
    const { api, user } = openManageBooking(TOKEN, paid, {
      [`PATCH /manage/${TOKEN}`]: {
        status: 200,
        body: {
          ...paid,
          qty: 1,
          totalCents: 2500,
          subtotalCents: 2500,
          reductions: [],
          refunds: [{ amountCents: 5000, status: "requested", createdAt: "2026-11-26T10:00:00Z" }],
        },
      },
    });

    const details = await screen.findByRole("region", { name: "Gegevens van je boeking" });
    expect(details).toHaveTextContent("3 personen");
    expect(screen.queryByRole("region", { name: "Terugbetalingen" })).toBeNull();
    const fewer = screen.getByRole("combobox", { name: "Minder personen" });
    expect(within(fewer).getAllByRole("option").map((o) => o.textContent)).toEqual(["1 persoon", "2 personen"]);
    await user.selectOptions(fewer, "1");
    await user.click(screen.getByRole("button", { name: "Aantal wijzigen" }));

    // Nothing changes before the holder said yes to what it means.
    const dialog = screen.getByRole("dialog", { name: "Minder personen" });
    expect(dialog).toHaveTextContent("Wil je je boeking wijzigen van 3 personen naar 1 persoon?");
    expect(dialog).toHaveTextContent("Je krijgt € 50,00 terug op je rekening.");
    expect(api.calls.some((c) => c.method === "PATCH")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Ja, wijzigen" }));

    const answer = await screen.findByRole("status");
    expect(answer).toHaveTextContent("Je boeking is gewijzigd naar 1 persoon");
    expect(answer).toHaveFocus();
    expect(details).toHaveTextContent("1 persoon");
    expect(screen.getByRole("region", { name: "Terugbetalingen" })).toHaveTextContent("€ 50,00 terug op je rekening: wordt aangevraagd");
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ qty: 1 });
    expect(screen.getByRole("link", { name: "Zet in je agenda (.ics)" })).toHaveAttribute("href", `/api/v1/manage/${TOKEN}/calendar.ics`);
  });

  it("changes nothing when the holder keeps the party as it is", async () => {
    const { api, user } = openManageBooking(TOKEN, paid);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Minder personen" }), "2");
    await user.click(screen.getByRole("button", { name: "Aantal wijzigen" }));
    const dialog = screen.getByRole("dialog", { name: "Minder personen" });
    expect(dialog).toHaveTextContent("Je krijgt € 25,00 terug op je rekening.");
    await user.click(within(dialog).getByRole("button", { name: "Nee, niet wijzigen" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("cancels after asking, and shows the server's refusal as it is", async () => {
    const { user } = openManageBooking(TOKEN, paid, {
      [`POST /manage/${TOKEN}/cancel`]: { status: 409, body: { message: "Je kan deze niet meer annuleren (min. 4 dagen van te voren)" } },
    });
    await user.click(await screen.findByRole("button", { name: "Boeking annuleren" }));
    await user.click(within(screen.getByRole("dialog", { name: "Boeking annuleren" })).getByRole("button", { name: "Ja, annuleren" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Je kan deze niet meer annuleren (min. 4 dagen van te voren)");
    expect(refusal).toHaveFocus();
  });

  it("offers neither cancelling nor fewer persons once the rule no longer allows it", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 200, body: { ...paid, canCancel: false, reductions: [] } } });
    renderManageBooking(TOKEN);
    expect(await screen.findByText(TOO_LATE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Boeking annuleren" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Minder personen" })).toBeNull();
    expect(screen.getByRole("button", { name: "Bevestiging opnieuw sturen" })).toBeInTheDocument();
  });

  it("leads an unpaid booking to its payment", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 200, body: { ...aBooking(), reductions: [], refunds: [] } } });
    renderManageBooking(TOKEN);
    expect(await screen.findByRole("link", { name: "Ga naar de betaling" })).toHaveAttribute("href", `/booking/complete/${aBooking().id}`);
    expect(screen.queryByRole("button", { name: "Bevestiging opnieuw sturen" })).toBeNull();
  });

  it("says so for a link that belongs to no booking", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 404, body: { message: "Niet gevonden" } } });
    renderManageBooking(TOKEN);
    expect(await screen.findByRole("heading", { level: 1, name: "Boeking niet gevonden" })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
