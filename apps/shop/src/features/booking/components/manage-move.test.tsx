import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../testing/api";
import { aBooking } from "../../../testing/bookings";
import { seededQueryClient } from "../../../testing/render";
import { ManageBooking } from "./manage-booking";

const TOKEN = "m".repeat(43);

function renderManage() {
  render(
    <QueryClientProvider client={seededQueryClient(["unused"], null)}>
      <MemoryRouter>
        <ManageBooking token={TOKEN} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const paid = {
  ...aBooking({ status: "PAID", paymentStatus: "PAID", qty: 2, totalCents: 5000, subtotalCents: 5000 }),
  reductions: [],
  refunds: [],
  moveOptions: [
    { walkId: "w-cheaper", title: "Duinpad", dateStart: "2026-12-19T09:00:00Z", priceCents: 1375, free: 8, backCents: 2250 },
    { walkId: "w-same", title: "Heidepad", dateStart: "2026-12-26T09:00:00Z", priceCents: 2500, free: 8, backCents: 0 },
  ],
};

describe("ManageMove: Andere datum on /boeking/{token}", () => {
  it("lists the dates with what each returns, confirms with the amount and shows the moved booking", async () => {
    const moved = { ...paid, walk: { ...paid.walk, title: "Duinpad", dateStart: "2026-12-19T09:00:00Z" }, moveOptions: [] };
    const api = stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: paid },
      [`POST /manage/${TOKEN}/move`]: { status: 200, body: moved },
    });
    const user = userEvent.setup();
    renderManage();

    const panel = await screen.findByRole("region", { name: "Andere datum" });
    const cheaper = within(panel).getByRole("radio", { name: /Duinpad, zaterdag 19 december 2026/ });
    expect(cheaper.closest("label")).toHaveTextContent("Je krijgt € 22,50 terug");
    expect(within(panel).getByRole("radio", { name: /Heidepad/ }).closest("label")).toHaveTextContent("Zelfde prijs");

    await user.click(within(panel).getByRole("button", { name: "Verplaatsen" }));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Kies eerst een datum.");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.click(cheaper);
    await user.click(within(panel).getByRole("button", { name: "Verplaatsen" }));
    const dialog = screen.getByRole("dialog", { name: "Boeking verplaatsen" });
    expect(dialog).toHaveTextContent("Je krijgt € 22,50 terug");
    await user.click(within(dialog).getByRole("button", { name: "Ja, verplaatsen" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Je boeking is verplaatst naar Duinpad op zaterdag 19 december 2026");
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ walkId: "w-cheaper", from: paid.walk.slug });
    expect(screen.getByRole("region", { name: "Andere datum" })).toHaveTextContent("Er is nu geen andere datum met plaats voor je boeking.");
  });

  it("shows the server's refusal as it is, and keeps the booking", async () => {
    stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: paid },
      [`POST /manage/${TOKEN}/move`]: { status: 409, body: { message: "Je boeking is net verplaatst." } },
    });
    const user = userEvent.setup();
    renderManage();
    await user.click(await screen.findByRole("radio", { name: /Heidepad/ }));
    await user.click(screen.getByRole("button", { name: "Verplaatsen" }));
    const dialog = screen.getByRole("dialog", { name: "Boeking verplaatsen" });
    expect(dialog).toHaveTextContent("Zelfde prijs");
    await user.click(within(dialog).getByRole("button", { name: "Ja, verplaatsen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Je boeking is net verplaatst.");
  });

  it("offers no other date once the booking can no longer be changed", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 200, body: { ...paid, canCancel: false } } });
    renderManage();
    await screen.findByRole("region", { name: "Gegevens van je boeking" });
    expect(screen.queryByRole("region", { name: "Andere datum" })).toBeNull();
  });
});

describe("ManageAdd: Meer personen on a free walk's /boeking/{token}", () => {
  const free = { ...aBooking({ status: "PAID", paymentStatus: "PAID", qty: 1, totalCents: 0, subtotalCents: 0 }), reductions: [], refunds: [] };

  it("takes a larger number after a confirmation that says it costs nothing", async () => {
    const api = stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: free },
      [`PATCH /manage/${TOKEN}`]: { status: 200, body: { ...free, qty: 3 } },
    });
    const user = userEvent.setup();
    renderManage();
    const panel = await screen.findByRole("region", { name: "Meer personen" });
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Nieuw aantal personen" }), "3");
    await user.click(within(panel).getByRole("button", { name: "Personen toevoegen" }));
    const dialog = screen.getByRole("dialog", { name: "Meer personen" });
    expect(dialog).toHaveTextContent("Je boeking wordt voor 3 personen.");
    expect(dialog).toHaveTextContent("je betaalt niets bij");
    await user.click(within(dialog).getByRole("button", { name: "Ja, toevoegen" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Je boeking is gewijzigd naar 3 personen");
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ qty: 3 });
  });

  it("is not offered on a paid walk", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 200, body: paid } });
    renderManage();
    await screen.findByRole("region", { name: "Andere datum" });
    expect(screen.queryByRole("region", { name: "Meer personen" })).toBeNull();
  });
});
