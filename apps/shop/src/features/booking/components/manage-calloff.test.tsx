import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { stubApi } from "../../../testing/api";
import { aBooking } from "../../../testing/bookings";
import { openManageBooking, renderManageBooking } from "../../../testing/manage";
import type { CalloffChoice } from "../types";

const TOKEN = "c".repeat(43);

const paid = {
  ...aBooking({ status: "PAID", paymentStatus: "PAID", qty: 1, totalCents: 2500, subtotalCents: 2500 }),
  reductions: [],
  refunds: [],
  moveOptions: [],
};

const open: CalloffChoice = {
  walkTitle: paid.walk.title,
  walkStart: paid.walk.dateStart,
  reason: "Storm op de hei",
  refundCents: 2500,
  creditCents: 2750,
  creditBonusPercent: 10,
  deadline: "2026-12-04T09:00:00Z",
  choice: null,
  decidedBy: null,
  chosenAt: null,
  toWalkTitle: null,
  toWalkStart: null,
  moveOptions: [{ walkId: "w-later", title: "Heidepad", dateStart: "2026-12-26T09:00:00Z", priceCents: 2500, free: 8, backCents: 0, extraCents: 0 }],
};

describe("ManageCalloff: a called-off walk on /boeking/{token}", () => {
  it("offers money back, credit and other dates with their amounts, confirms and shows the choice", async () => {
    const { api, user } = openManageBooking(TOKEN, paid, {
      [`GET /manage/${TOKEN}/choice`]: { status: 200, body: open },
      [`POST /manage/${TOKEN}/choice`]: { status: 200, body: { ...open, choice: "credit", decidedBy: "customer", moveOptions: [] } },
    });

    const panel = await screen.findByRole("region", { name: "Deze wandeling gaat niet door" });
    expect(panel).toHaveTextContent("Storm op de hei");
    expect(within(panel).getByRole("radio", { name: /Geld terug/ }).closest("label")).toHaveTextContent("€ 25,00 terug op je rekening");
    const credit = within(panel).getByRole("radio", { name: /Tegoed/ });
    expect(credit.closest("label")).toHaveTextContent("€ 27,50 tegoed (10% extra)");
    expect(within(panel).getByRole("radio", { name: /Andere datum: Heidepad/ })).toBeInTheDocument();
    // The usual changes wait until the choice is made.
    expect(screen.queryByRole("button", { name: "Boeking annuleren" })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Kiezen" }));
    expect(within(panel).getByRole("alert")).toHaveTextContent("Kies eerst wat je wilt.");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await user.click(credit);
    await user.click(within(panel).getByRole("button", { name: "Kiezen" }));
    const dialog = screen.getByRole("dialog", { name: "Je keuze bevestigen" });
    expect(dialog).toHaveTextContent("€ 27,50 tegoed");
    await user.click(within(dialog).getByRole("button", { name: "Ja, dit wil ik" }));

    expect(await screen.findByText(/Je koos voor tegoed: een cadeaubon van € 27,50/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ choice: "credit" });
  });

  it("names what a dearer date costs, says so before confirming and goes to the checkout for it", async () => {
    const dearer = { walkId: "w-dear", title: "Duinpad", dateStart: "2026-12-27T09:00:00Z", priceCents: 4000, free: 5, backCents: 0, extraCents: 1500 };
    const api = stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: paid },
      [`GET /manage/${TOKEN}/choice`]: { status: 200, body: { ...open, moveOptions: [...open.moveOptions, dearer] } },
      [`POST /manage/${TOKEN}/choice`]: {
        status: 201,
        body: { changeId: "c1", amountCents: 1500, checkoutUrl: "https://sandbox.example/checkout/tr_1" },
      },
    });
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderManageBooking(TOKEN);

    const option = await screen.findByRole("radio", { name: /Andere datum: Duinpad/ });
    expect(option.closest("label")).toHaveTextContent("Je betaalt € 15,00 bij");
    expect(screen.getByRole("radio", { name: /Andere datum: Heidepad/ }).closest("label")).toHaveTextContent("Zelfde prijs");
    await user.click(option);
    await user.click(screen.getByRole("button", { name: "Kiezen" }));
    const dialog = screen.getByRole("dialog", { name: "Je keuze bevestigen" });
    expect(dialog).toHaveTextContent("Je betaalt € 15,00 bij. Je gaat nu naar de betaling");
    await user.click(within(dialog).getByRole("button", { name: "Ja, dit wil ik" }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://sandbox.example/checkout/tr_1"));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ choice: "move", walkId: "w-dear" });
  });

  it("shows the server's refusal of a second choice as it is", async () => {
    const { user } = openManageBooking(TOKEN, paid, {
      [`GET /manage/${TOKEN}/choice`]: { status: 200, body: open },
      [`POST /manage/${TOKEN}/choice`]: { status: 409, body: { message: "Je hebt al gekozen wat er met je boeking gebeurt." } },
    });
    await user.click(await screen.findByRole("radio", { name: /Geld terug/ }));
    await user.click(screen.getByRole("button", { name: "Kiezen" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Ja, dit wil ik" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Je hebt al gekozen");
  });

  it("says the deadline made the refund", async () => {
    stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: { ...paid, status: "CANCELLED" } },
      [`GET /manage/${TOKEN}/choice`]: { status: 200, body: { ...open, choice: "refund", decidedBy: "deadline", moveOptions: [] } },
    });
    renderManageBooking(TOKEN);
    expect(await screen.findByText("Je hebt niet op tijd gekozen, dus € 25,00 komt terug op je rekening.")).toBeInTheDocument();
  });

  it("shows nothing of it for a booking without a choice", async () => {
    stubApi({
      [`GET /manage/${TOKEN}`]: { status: 200, body: paid },
      [`GET /manage/${TOKEN}/choice`]: { status: 200, body: null },
    });
    renderManageBooking(TOKEN);
    expect(await screen.findByRole("button", { name: "Boeking annuleren" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Deze wandeling gaat niet door" })).not.toBeInTheDocument();
  });
});
