import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { stubApi } from "../../../testing/api";
import { aBooking } from "../../../testing/bookings";
import { openManageBooking, renderManageBooking } from "../../../testing/manage";

const TOKEN = "m".repeat(43);

const paid = {
  ...aBooking({ status: "PAID", paymentStatus: "PAID", qty: 2, totalCents: 5000, subtotalCents: 5000 }),
  reductions: [],
  refunds: [],
  moveOptions: [
    { walkId: "w-cheaper", title: "Duinpad", dateStart: "2026-12-19T09:00:00Z", priceCents: 1375, free: 8, backCents: 2250, extraCents: 0 },
    { walkId: "w-same", title: "Heidepad", dateStart: "2026-12-26T09:00:00Z", priceCents: 2500, free: 8, backCents: 0, extraCents: 0 },
    { walkId: "w-dearer", title: "Bospad", dateStart: "2027-01-02T09:00:00Z", priceCents: 3750, free: 8, backCents: 0, extraCents: 2500 },
  ],
  addPriceCents: 2500,
};

describe("ManageMove: Andere datum on /boeking/{token}", () => {
  it("lists the dates with what each returns, confirms with the amount and shows the moved booking", async () => {
    const moved = { ...paid, walk: { ...paid.walk, title: "Duinpad", dateStart: "2026-12-19T09:00:00Z" }, moveOptions: [] };
    const { api, user } = openManageBooking(TOKEN, paid, {
      [`POST /manage/${TOKEN}/move`]: { status: 200, body: moved },
    });

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
    const { user } = openManageBooking(TOKEN, paid, {
      [`POST /manage/${TOKEN}/move`]: { status: 409, body: { message: "Je boeking is net verplaatst." } },
    });
    await user.click(await screen.findByRole("radio", { name: /Heidepad/ }));
    await user.click(screen.getByRole("button", { name: "Verplaatsen" }));
    const dialog = screen.getByRole("dialog", { name: "Boeking verplaatsen" });
    expect(dialog).toHaveTextContent("Zelfde prijs");
    await user.click(within(dialog).getByRole("button", { name: "Ja, verplaatsen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Je boeking is net verplaatst.");
  });

  it("offers no other date once the booking can no longer be changed", async () => {
    stubApi({ [`GET /manage/${TOKEN}`]: { status: 200, body: { ...paid, canCancel: false } } });
    renderManageBooking(TOKEN);
    await screen.findByRole("region", { name: "Gegevens van je boeking" });
    expect(screen.queryByRole("region", { name: "Andere datum" })).toBeNull();
  });
});

describe("ManageAdd: Meer personen on a free walk's /boeking/{token}", () => {
  const free = { ...aBooking({ status: "PAID", paymentStatus: "PAID", qty: 1, totalCents: 0, subtotalCents: 0 }), reductions: [], refunds: [] };

  it("takes a larger number after a confirmation that says it costs nothing", async () => {
    const { api, user } = openManageBooking(TOKEN, free, {
      [`PATCH /manage/${TOKEN}`]: { status: 200, body: { ...free, qty: 3 } },
    });
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

  it("on a paid walk names what the extra persons cost, then goes to the checkout", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const { api, user } = openManageBooking(TOKEN, paid, {
      [`PATCH /manage/${TOKEN}`]: { status: 201, body: { changeId: "c1", amountCents: 2500, checkoutUrl: "https://checkout.example/c1" } },
    });
    const panel = await screen.findByRole("region", { name: "Meer personen" });
    await user.selectOptions(within(panel).getByRole("combobox", { name: "Nieuw aantal personen" }), "3");
    await user.click(within(panel).getByRole("button", { name: "Personen toevoegen" }));
    const dialog = screen.getByRole("dialog", { name: "Meer personen" });
    expect(dialog).toHaveTextContent("Je betaalt € 25,00 bij");
    await user.click(within(dialog).getByRole("button", { name: "Ja, toevoegen" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/c1"));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ qty: 3 });
    assign.mockRestore();
  });
});

describe("A change paid at the checkout, back on /boeking/{token}?wijziging={id}", () => {
  it("a dearer date names the amount to pay and goes to the checkout", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const { user } = openManageBooking(TOKEN, paid, {
      [`POST /manage/${TOKEN}/move`]: { status: 201, body: { changeId: "c1", amountCents: 2500, checkoutUrl: "https://checkout.example/c1" } },
    });
    const panel = await screen.findByRole("region", { name: "Andere datum" });
    expect(panel).toHaveTextContent("Je betaalt € 25,00 bij");
    await user.click(within(panel).getByRole("radio", { name: /Bospad/ }));
    await user.click(within(panel).getByRole("button", { name: "Verplaatsen" }));
    const dialog = screen.getByRole("dialog", { name: "Boeking verplaatsen" });
    expect(dialog).toHaveTextContent("Je betaalt € 25,00 bij");
    await user.click(within(dialog).getByRole("button", { name: "Ja, verplaatsen" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/c1"));
    assign.mockRestore();
  });

  it("shows the payment pending, then paid", async () => {
    const change = { id: "c1", kind: "move", qty: 2, amountCents: 2500 };
    let status = "pending";
    stubApi({ [`GET /manage/${TOKEN}`]: () => ({ status: 200, body: { ...paid, change: { ...change, status } } }) });
    renderManageBooking(TOKEN, "/?wijziging=c1");
    expect(await screen.findByText(/We wachten op je betaling van € 25,00/)).toBeInTheDocument();
    status = "paid";
    expect(await screen.findByText(/Je betaling van € 25,00 is binnen/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("says nothing changed when the payment failed", async () => {
    stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: { ...paid, change: { id: "c1", kind: "add", qty: 3, amountCents: 2500, status: "expired" } } },
    });
    renderManageBooking(TOKEN, "/?wijziging=c1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Er is niets aan je boeking veranderd");
  });
});
