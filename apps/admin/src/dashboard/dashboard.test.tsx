// The dashboard against a stubbed API.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, page } from "../testing/api";
import { openAt } from "../testing/render";

const figures = {
  walks: { total: 12, published: 9, totalBookings: 1234, revenueCents: 123456 },
  feest: { total: 5, new: 2, completed: 1 },
  customWalks: { total: 4, new: 3, completed: 0 },
  bookings: { total: 40, paid: 30, pending: 6, revenueCents: 99950 },
};

const booking = (id: string, fields: Record<string, unknown>) => ({
  id,
  status: "PAID",
  paymentStatus: "PAID",
  totalCents: 4000,
  qty: 2,
  createdAt: "2026-05-01T10:00:00Z",
  walk: { title: "Stilte in het bos", dateStart: "2026-07-04T08:00:00Z", city: "Wageningen" },
  user: null,
  guestName: null,
  guestEmail: null,
  guestPhone: null,
  voucher: null,
  voucherUsedCents: 0,
  ...fields,
});

const bookings = [
  booking("b1", { user: { name: "Klaas Klant", email: "klant@example.nl" } }),
  booking("b2", { status: "PENDING", guestName: "Gerda Gast", guestEmail: "gerda@example.nl" }),
  booking("b3", { status: "CANCELLED", guestName: "Cas", guestEmail: "cas@example.nl" }),
  booking("b4", { status: "FAILED", guestName: "Fien", guestEmail: "fien@example.nl" }),
  booking("b5", { anonymised: true, guestName: null, guestEmail: null }),
];

const section = (name: string) => screen.getByRole("region", { name });

/** shownFigures are a section's figures: each label with the value shown after it. */
const shownFigures = (sectionName: string) =>
  Object.fromEntries(
    [...section(sectionName).querySelectorAll("dt")].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\u00a0/g, " ")]),
  );

describe("dashboard", () => {
  beforeEach(() => vi.stubGlobal("alert", vi.fn()));
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Admin gegevens laden...' and then the figures, the voucher figures as dashes", async () => {
    let answer: (r: Response) => void = () => {};
    fakeApi({
      "GET /api/v1/admin/dashboard": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/v1/bookings": page("bookings", bookings),
    });
    openAt("/admin/");

    expect(await screen.findAllByText("Admin gegevens laden...")).not.toHaveLength(0);
    answer(json(figures));
    await screen.findByRole("region", { name: "Wandelingen" });

    expect(shownFigures("Wandelingen")).toEqual({
      "Totaal wandelingen": "12",
      Gepubliceerd: "9",
      "Totaal boekingen": "1.234",
      "Omzet wandelingen": "€ 1.234,56",
    });
    expect(shownFigures("Feestaanvragen")).toEqual({ Totaal: "5", Nieuw: "2", Afgehandeld: "1" });
    expect(shownFigures("Maatwerkaanvragen")).toEqual({ Totaal: "4", Nieuw: "3", Afgehandeld: "0" });
    expect(shownFigures("Boekingen")).toEqual({ Totaal: "40", Betaald: "30", Wachtend: "6", "Totale omzet": "€ 999,50" });
    expect(shownFigures("Cadeaubonnen")).toEqual({
      Uitgegeven: "–",
      "Openstaand saldo": "–",
      Ingewisseld: "–",
      "Tegoed uitgegeven (afgelast)": "–",
      "Tegoed besteed": "–",
    });
  });

  it("shows this month's money in and out", async () => {
    fakeApi({
      "GET /api/v1/admin/dashboard": { ...figures, money: { month: "2026-11", inCents: 700000, outCents: 3000 } },
      "GET /api/v1/bookings": page("bookings", []),
    });
    openAt("/admin/");
    await screen.findByRole("region", { name: "Geld deze maand" });
    expect(shownFigures("Geld deze maand")).toEqual({ Ontvangen: "€ 7.000,00", "Terugbetaald en teruggeboekt": "€ 30,00" });
    expect(screen.getByRole("button", { name: "Grootboek deze maand (CSV)" })).toBeTruthy();
  });

  it("shows voucher figures once the dashboard answers them", async () => {
    fakeApi({
      "GET /api/v1/admin/dashboard": { ...figures, vouchers: { issued: 7, outstandingCents: 12500, redeemed: 2, creditIssuedCents: 5500, creditSpentCents: 2500 } },
      "GET /api/v1/bookings": page("bookings", []),
    });
    openAt("/admin/");
    await screen.findByRole("region", { name: "Cadeaubonnen" });
    expect(shownFigures("Cadeaubonnen")).toEqual({
      Uitgegeven: "7",
      "Openstaand saldo": "€ 125,00",
      Ingewisseld: "2",
      "Tegoed uitgegeven (afgelast)": "€ 55,00",
      "Tegoed besteed": "€ 25,00",
    });
  });

  it("lists all bookings with walk, date, customer or guest, quantity, total and status label", async () => {
    fakeApi({ "GET /api/v1/admin/dashboard": figures, "GET /api/v1/bookings": page("bookings", bookings) });
    openAt("/admin/");

    const table = within(await screen.findByRole("region", { name: "Alle boekingen" }));
    const row = async (name: string) => (await table.findByText(name)).closest("tr")!;
    const klaas = within(await row("Klaas Klant"));
    const walk = klaas.getByRole("link", { name: "Stilte in het bos" });
    expect(walk.getAttribute("href")).toMatch(/\/bookings\/[^/]+\/show$/); // the booking's own screen
    expect(klaas.getByText(/4 jul 2026/)).toBeInTheDocument();
    expect(klaas.getByText("€ 40,00", { normalizer: (t) => t.replace(/\u00a0/g, " ") })).toBeInTheDocument();
    expect(klaas.getByText("Betaald")).toBeInTheDocument();
    expect(within(await row("Gerda Gast")).getByText("Wachtend")).toBeInTheDocument();
    expect(within(await row("Gerda Gast")).getByText("(gast)")).toBeInTheDocument();
    expect(within(await row("Cas")).getByText("Geannuleerd")).toBeInTheDocument();
    expect(within(await row("Fien")).getByText("Betaling mislukt")).toBeInTheDocument();
    // An erased customer's booking says so, without the placeholder name or address.
    const erased = within(await row("Gegevens verwijderd"));
    expect(erased.queryByText(/anoniem\.invalid|\(gast\)|Verwijderd/)).toBeNull();
  });

  it("loads the bookings table and the calendar feed only when they are scrolled near, after the figures", async () => {
    const observed: { element: Element; notify: (entries: Partial<IntersectionObserverEntry>[]) => void }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
        observe(element: Element) {
          observed.push({ element, notify: this.callback });
        }
        disconnect() {}
      },
    );
    const api = fakeApi({
      "GET /api/v1/admin/dashboard": figures,
      "GET /api/v1/bookings": page("bookings", bookings),
      "GET /api/v1/admin/agenda-feed": { url: "https://wandelwijs.nl/agenda/x.ics" },
    });
    openAt("/admin/");

    await screen.findByRole("region", { name: "Wandelingen" }); // the figures are shown
    expect(shownFigures("Wandelingen")["Totaal boekingen"]).toBe("1.234");
    const table = within(section("Alle boekingen"));
    expect(table.getByText("Admin gegevens laden...")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/v1/bookings")).toHaveLength(0);
    expect(observed).toHaveLength(2);

    act(() => observed.forEach(({ element, notify }) => notify([{ target: element, isIntersecting: true }])));
    expect(await table.findByText("Klaas Klant")).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/v1/bookings")).toHaveLength(1);
  });

  it("shows a failed refund and a chargeback on their bookings", async () => {
    const troubled = [
      booking("b5", { status: "CANCELLED", guestName: "Rik Refund", guestEmail: "rik@example.nl", refundStatus: "failed" }),
      booking("b6", { status: "PAID", guestName: "Bea Bank", guestEmail: "bea@example.nl", chargedBack: true }),
      booking("b7", { status: "CANCELLED", guestName: "Tom Terug", guestEmail: "tom@example.nl", refundStatus: "refunded" }),
      booking("b8", { status: "PAID", guestName: "Dirk Deel", guestEmail: "dirk@example.nl", refundStatus: "refunded" }),
    ];
    fakeApi({ "GET /api/v1/admin/dashboard": figures, "GET /api/v1/bookings": page("bookings", troubled) });
    openAt("/admin/");

    const table = within(await screen.findByRole("region", { name: "Alle boekingen" }));
    const row = async (name: string) => within((await table.findByText(name)).closest("tr")!);
    expect((await row("Rik Refund")).getByText("Terugbetaling mislukt")).toBeInTheDocument();
    expect((await row("Bea Bank")).getByText("Teruggeboekt door de bank")).toBeInTheDocument();
    expect((await row("Tom Terug")).getByText("Terugbetaald")).toBeInTheDocument();
    expect((await row("Tom Terug")).queryByText("Terugbetaling mislukt")).toBeNull();
    // Moved to a cheaper walk or fewer persons: the booking stands, part of it went back.
    expect((await row("Dirk Deel")).getByText("Deels terugbetaald")).toBeInTheDocument();
    expect((await row("Dirk Deel")).queryByText("Terugbetaald")).toBeNull();
  });

  it("says so when the figures cannot be loaded", async () => {
    fakeApi({ "GET /api/v1/admin/dashboard": json({}, { status: 500 }), "GET /api/v1/bookings": page("bookings", []) });
    openAt("/admin/");
    expect(await screen.findByText("Er is een fout opgetreden bij het laden van de admin gegevens.")).toBeInTheDocument();
  });

  it("links to every screen", async () => {
    fakeApi({ "GET /api/v1/admin/dashboard": figures, "GET /api/v1/bookings": page("bookings", []) });
    openAt("/admin/");
    const nav = within(await screen.findByRole("navigation", { name: "Beheer" }));
    for (const [name, href] of [
      ["Wandelingen", "/admin/walks"],
      ["Gebruikers", "/admin/users"],
      ["Maatwerkaanvragen", "/admin/custom-walks"],
      ["Feestaanvragen", "/admin/feest-requests"],
      ["Cadeaubonnen", "/admin/vouchers"],
      ["Logboek", "/admin/audit"],
    ]) {
      expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("alerts 'Database export mislukt. Probeer het opnieuw.' when the export fails", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    fakeApi({
      "GET /api/v1/admin/dashboard": figures,
      "GET /api/v1/bookings": page("bookings", []),
      "GET /api/v1/admin/database/export": json({ message: "pg_dump faalde" }, { status: 500 }),
    });
    openAt("/admin/");

    fireEvent.click(await screen.findByRole("button", { name: "Database exporteren" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Database export mislukt. Probeer het opnieuw."));
  });

  it("lets an organiser call off a booking that holds places, with a reason and without a refund", async () => {
    const ahead = "2099-06-01T08:00:00Z";
    const rows = [
      booking("v1", { walk: { title: "Verdacht", dateStart: ahead }, guestName: "Bot", guestEmail: "bot@example.nl", qty: 10 }),
      booking("v2", { status: "CANCELLED", walk: { title: "Al weg", dateStart: ahead }, guestName: "Cas" }),
    ];
    let cancels = 0;
    const api = fakeApi({
      "GET /api/v1/admin/dashboard": figures,
      "GET /api/v1/bookings": page("bookings", rows),
      "POST /api/v1/admin/bookings/v1/cancel": () =>
        ++cancels === 1 ? json({ message: "Deze boeking is al geannuleerd." }, { status: 409 }) : json({ ...rows[0], status: "CANCELLED" }),
    });
    openAt("/admin/");
    const table = await screen.findByRole("table");
    await within(table).findByText("Verdacht");
    // Only the booking that holds places on a walk ahead can be called off.
    expect(within(table).getAllByRole("button", { name: "Annuleren" })).toHaveLength(1);

    fireEvent.click(within(table).getByRole("button", { name: "Annuleren" }));
    const dialog = await screen.findByRole("dialog", { name: "Boeking annuleren?" });
    expect(within(dialog).getByText(/Bot voor 10 personen voor 'Verdacht'/)).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Boeking annuleren" });
    expect(confirm).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reden/ }), { target: { value: "Tien plaatsen van een bot." } });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Geld terug/ }));
    fireEvent.click(confirm);
    expect(await within(dialog).findByText("Deze boeking is al geannuleerd.")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Boeking annuleren" }));
    await screen.findByText("Boeking geannuleerd");
    const posts = api.callsTo("POST", "/api/v1/admin/bookings/v1/cancel");
    expect(posts).toHaveLength(2);
    expect(posts[1].body).toEqual({ refund: false, reason: "Tien plaatsen van een bot.", customerAsked: false });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("names only the money that was paid, says a free booking gets nothing back, and tells when the customer asked", async () => {
    const ahead = "2099-06-01T08:00:00Z";
    const rows = [
      booking("f1", { walk: { title: "Gratis", dateStart: ahead }, guestName: "Fien", totalCents: 0 }),
      booking("c1", { walk: { title: "Met geld", dateStart: ahead }, guestName: "Cor", totalCents: 2500 }),
    ];
    const api = fakeApi({
      "GET /api/v1/admin/dashboard": figures,
      "GET /api/v1/bookings": page("bookings", rows),
      "POST /api/v1/admin/bookings/f1/cancel": () => json({ ...rows[0], status: "CANCELLED" }),
    });
    openAt("/admin/");
    const table = await screen.findByRole("table");
    const open = async (name: string) => {
      fireEvent.click(within((await within(table).findByText(name)).closest("tr")!).getByRole("button", { name: "Annuleren" }));
      return screen.findByRole("dialog", { name: "Boeking annuleren?" });
    };

    let dialog = await open("Met geld");
    expect(within(dialog).getByRole("checkbox", { name: /^Geld terug: €\s25,00 op de rekening$/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Niet annuleren" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    dialog = await open("Gratis");
    expect(within(dialog).getByText("Deze boeking was gratis: er gaat geen geld terug.")).toBeTruthy();
    expect(within(dialog).queryByRole("checkbox")).toBeNull();
    fireEvent.click(within(dialog).getByRole("radio", { name: "De klant heeft erom gevraagd" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reden/ }), { target: { value: "Fien belde af." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Boeking annuleren" }));
    await screen.findByText("Boeking geannuleerd");
    expect(api.callsTo("POST", "/api/v1/admin/bookings/f1/cancel")[0].body).toEqual({ refund: true, reason: "Fien belde af.", customerAsked: true });
  });

  it("shows the next walks against their minimum and maximum, and the months as charts with a table behind them", async () => {
    fakeApi({
      "GET /api/v1/admin/dashboard": {
        ...figures,
        upcoming: [
          { id: "w1", title: "Gaat door", dateStart: "2099-06-01T08:00:00Z", minParticipants: 2, maxParticipants: 10, booked: 4, confirmed: 3, state: "GOES_AHEAD" },
          { id: "w2", title: "Te weinig", dateStart: "2099-06-02T08:00:00Z", minParticipants: 6, maxParticipants: 15, booked: 3, confirmed: 2, state: "BELOW_MINIMUM" },
          { id: "w3", title: "Vol", dateStart: "2099-06-03T08:00:00Z", minParticipants: 1, maxParticipants: 3, booked: 3, confirmed: 1, state: "FULL" },
        ],
        months: [
          { month: "2026-10", bookings: 4, revenueCents: 10000 },
          { month: "2026-11", bookings: 7, revenueCents: 17500 },
        ],
      },
      "GET /api/v1/bookings": page("bookings", []),
    });
    openAt("/admin/");
    const upcoming = await screen.findByRole("region", { name: "Komende wandelingen" });
    const below = within(upcoming).getByRole("row", { name: /Te weinig/ });
    expect(below.textContent).toContain("3 (2) · 6–15");
    expect(within(below).getByText("Onder minimum")).toBeTruthy();
    expect(within(upcoming).getByText("Gaat door", { selector: ".MuiChip-label" })).toBeTruthy();
    expect(within(upcoming).getByText("Vol", { selector: ".MuiChip-label" })).toBeTruthy();
    expect(within(below).getByRole("link", { name: "Te weinig" }).getAttribute("href")).toBe("/admin/walks/w2/participants");

    const months = screen.getByRole("region", { name: "Boekingen en omzet per maand" });
    const table = within(months).getByRole("table", { name: "Boekingen en omzet per maand" });
    expect(within(table).getByRole("row", { name: /nov 26/ }).textContent?.replace(/\u00a0/g, " ")).toContain("€ 175,00");
    expect(within(months).getByRole("heading", { name: "Betaalde boekingen" })).toBeTruthy();
  });

  it("lists the refunds that need the organisers, with why, and settles one by hand", async () => {
    const refund = {
      id: "r1",
      amountCents: 4000,
      description: "Annulering B1E2C3D4",
      status: "failed",
      problem: "refused",
      detail: "The amount is higher than the amount remaining",
      problemAt: "2026-11-21T09:00:00Z",
      attempts: 1,
      subjectKind: "booking",
      subjectId: "b1e2c3d4-0000-4000-8000-000000000001",
      molliePaymentId: "tr_abc",
      mollieRefundId: null,
      createdAt: "2026-11-21T08:59:00Z",
    };
    let settled = false;
    const api = fakeApi({
      "GET /api/v1/admin/dashboard": figures,
      "GET /api/v1/bookings": page("bookings", []),
      "GET /api/v1/admin/refunds/attention": () => (settled ? [] : [refund]),
      "POST /api/v1/admin/refunds/r1/settled": () => {
        settled = true;
        return new Response(null, { status: 204 });
      },
    });
    openAt("/admin/");
    const attention = await screen.findByRole("region", { name: "Aandacht nodig" });
    const line = within(attention).getByRole("row", { name: /tr_abc/ });
    expect(within(line).getByRole("link", { name: "Boeking B1E2C3D4" }).getAttribute("href")).toBe(
      "/admin/bookings/b1e2c3d4-0000-4000-8000-000000000001/show",
    );
    expect(within(line).getByText("Mollie weigerde de terugbetaling")).toBeTruthy();
    expect(within(line).getByText("The amount is higher than the amount remaining")).toBeTruthy();

    fireEvent.click(within(line).getByRole("button", { name: "Handmatig afgehandeld" }));
    const dialog = await screen.findByRole("dialog", { name: "Terugbetaling handmatig afgehandeld?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Handmatig afgehandeld" }));
    await screen.findByText("Terugbetaling staat als handmatig afgehandeld");
    expect(api.callsTo("POST", "/api/v1/admin/refunds/r1/settled")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Aandacht nodig" })).toBeNull());
  });

  it("shows a line that only informs of a refunded stale quote payment, and dismisses it with 'Gezien'", async () => {
    const refund = {
      id: "r2",
      amountCents: 35400,
      description: "Betaling via een vervangen betaallink van een offerte",
      status: "refunded",
      problem: "stale_payment",
      detail: "Betaling via een vervangen betaallink van een offerte",
      problemAt: "2026-11-21T09:00:00Z",
      attempts: 0,
      subjectKind: "quote",
      subjectId: "a1b2c3d4-0000-4000-8000-00000000000c",
      molliePaymentId: "tr_old",
      mollieRefundId: "re_1",
      createdAt: "2026-11-21T08:59:00Z",
    };
    let seen = false;
    const api = fakeApi({
      "GET /api/v1/admin/dashboard": figures,
      "GET /api/v1/bookings": page("bookings", []),
      "GET /api/v1/admin/refunds/attention": () => (seen ? [] : [refund]),
      "POST /api/v1/admin/refunds/r2/settled": () => {
        seen = true;
        return new Response(null, { status: 204 });
      },
    });
    openAt("/admin/");
    const attention = await screen.findByRole("region", { name: "Aandacht nodig" });
    const line = within(attention).getByRole("row", { name: /tr_old/ });
    expect(within(line).getByRole("link", { name: "Offerte A1B2C3D4" }).getAttribute("href")).toBe(
      "/admin/quotes/a1b2c3d4-0000-4000-8000-00000000000c",
    );
    expect(within(line).getByText(/Ter info: betaald via een vervangen of afgesloten betaallink/)).toBeTruthy();
    expect(within(line).queryByRole("button", { name: "Opnieuw proberen" })).toBeNull();
    expect(within(line).queryByRole("button", { name: "Handmatig afgehandeld" })).toBeNull();

    fireEvent.click(within(line).getByRole("button", { name: "Gezien" }));
    const dialog = await screen.findByRole("dialog", { name: "Melding weghalen?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Gezien" }));
    await screen.findByText("Melding weggehaald");
    expect(api.callsTo("POST", "/api/v1/admin/refunds/r2/settled")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Aandacht nodig" })).toBeNull());
  });

  it("says so when the refunds that need attention cannot be loaded", async () => {
    fakeApi({
      "GET /api/v1/admin/dashboard": figures,
      "GET /api/v1/bookings": page("bookings", []),
      "GET /api/v1/admin/refunds/attention": json({}, { status: 500 }),
    });
    openAt("/admin/");
    expect(await screen.findByText("De terugbetalingen die aandacht vragen konden niet worden geladen.")).toBeInTheDocument();
  });
});
