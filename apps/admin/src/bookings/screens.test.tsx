// The bookings screens against a stubbed API: the list and its filters, one booking with
// its history, and moving it to another walk.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, json, page, type Route } from "../testing/api";
import { openAt } from "../testing/render";
import type { TargetWalk } from "../shared/walk-select";
import { extra, moneyBack, movable, targets } from "./move-booking";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const row = {
  id: "b1e2c3d4-0000-4000-8000-000000000001",
  status: "PAID",
  paymentStatus: "PAID",
  qty: 2,
  subtotalCents: 5000,
  voucherUsedCents: 1000,
  totalCents: 4000,
  createdAt: "2026-11-20T09:00:00Z",
  walk: { id: "w-van", title: "Stilte in het bos", dateStart: inDays(10), city: "Wageningen" },
  user: null,
  guestName: "Fenna de Boer",
  guestEmail: "fenna@example.nl",
  guestPhone: "0612345678",
  phone: "0612345678",
};

const detail = {
  ...row,
  paymentMethod: "ideal",
  language: "en",
  paidAt: "2026-11-20T09:02:00Z",
  cancelledAt: null,
  payments: [{ mollieId: "tr_abc", amountCents: 4000, status: "paid", method: "ideal", createdAt: "2026-11-20T09:00:00Z" }],
  refunds: [{ mollieId: "re_1", amountCents: 500, status: "pending", createdAt: "2026-11-21T09:00:00Z" }],
  balance: { owedCents: 4500, receivedCents: 5000, returnedCents: 500, dueCents: 0, surplusCents: 0, byHandCents: 0 },
  moves: [
    {
      from: { title: "Stilte aan de rivier", dateStart: "2026-12-01T09:00:00Z" },
      to: { title: "Stilte in het bos", dateStart: "2026-12-05T09:00:00Z" },
      refundCents: 500,
      voucherReturnedCents: 0,
      waivedCents: 0,
      movedBy: null,
      movedAt: "2026-11-21T09:00:00Z",
    },
    {
      from: { title: "Stilte in het bos", dateStart: "2026-12-05T09:00:00Z" },
      to: { title: "Stilte op de hei", dateStart: "2026-12-08T09:00:00Z" },
      refundCents: 0,
      voucherReturnedCents: 0,
      waivedCents: 1000,
      movedBy: "Mirjam",
      movedAt: "2026-11-22T09:00:00Z",
    },
  ],
  mails: [
    { template: "booking-confirmation", toOrganisers: false, queuedAt: "2026-11-20T09:02:00Z", sentAt: "2026-11-20T09:02:05Z" },
    { template: "booking-moved", toOrganisers: false, queuedAt: "2026-11-21T09:00:00Z", sentAt: null },
  ],
};

const walk = (id: string, title: string, days: number, priceCents: number, free: number, extra: Partial<TargetWalk> = {}): TargetWalk => ({
  id,
  title,
  dateStart: inDays(days),
  priceCents,
  published: true,
  cancelledAt: null,
  bookingStats: { availableSpots: free },
  ...extra,
});

const walks = [
  walk("w-van", "Stilte in het bos", 10, 2500, 10),
  walk("w-goedkoop", "Goedkoper", 14, 2000, 10),
  walk("w-duur", "Duurder", 14, 3000, 10),
  walk("w-vol", "Vol", 14, 2000, 1),
  walk("w-verborgen", "Verborgen", 14, 2000, 10, { published: false }),
  walk("w-afgelast", "Afgelast", 14, 2000, 10, { cancelledAt: inDays(-1) }),
  walk("w-voorbij", "Voorbij", -1, 2000, 10),
  walk("w-even", "Even duur", 12, 2500, 2),
];

describe("moving rules", () => {
  it("offers only future, published, not cancelled walks with room, soonest first, and names what a dearer one costs more", () => {
    expect(targets(row, walks).map((w) => w.title)).toEqual(["Even duur", "Goedkoper", "Duurder"]);
    expect(targets(row, walks).map((w) => extra(row, w))).toEqual([0, 0, 1000]);
  });
  it("gives back the difference to the card first, the rest onto the voucher", () => {
    expect(moneyBack(row, 2000)).toEqual({ card: 1000, voucher: 0 });
    expect(moneyBack({ qty: 2, subtotalCents: 5000, totalCents: 500 }, 2000)).toEqual({ card: 500, voucher: 500 });
    expect(moneyBack(row, 2500)).toEqual({ card: 0, voucher: 0 });
  });
  it("moves only a paid booking whose walk is ahead", () => {
    expect(movable(row)).toBe(true);
    expect(movable({ ...row, status: "PENDING" })).toBe(false);
    expect(movable({ ...row, walk: { ...row.walk, dateStart: inDays(-1) } })).toBe(false);
  });
});

/** targetChoice is the walk choice once the walks are in. */
async function targetChoice(dialog: HTMLElement) {
  const choice = within(dialog).getByRole("combobox", { name: /Nieuwe wandeling/ }) as HTMLSelectElement;
  await waitFor(() => expect(choice.disabled).toBe(false));
  return choice;
}

/** openMove shows the booking with the move answered by moved, and opens its move dialog. */
async function openMove(moved: Route) {
  const api = fakeApi({
    [`GET /api/v1/admin/bookings/${row.id}`]: detail,
    "GET /api/v1/walks/admin/all": page("walks", walks),
    [`POST /api/v1/admin/bookings/${row.id}/move`]: moved,
  });
  openAt(`/admin/bookings/${row.id}/show`);
  fireEvent.click(await screen.findByRole("button", { name: "Verplaatsen" }));
  return { api, dialog: await screen.findByRole("dialog", { name: "Boeking verplaatsen" }) };
}

describe("Boekingen", () => {
  it("lists the bookings and filters by status and customer", async () => {
    const api = fakeApi({ "GET /api/v1/bookings": page("bookings", [row]), "GET /api/v1/walks/admin/all": page("walks", walks) });
    openAt("/admin/bookings");
    const cell = await screen.findByText("Fenna de Boer");
    expect(within(cell.closest("tr")!).getByText("Stilte in het bos")).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByRole("option", { name: "Betaald" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Zoeken (naam, e-mail, boekingsnummer)" }), { target: { value: "fenna" } });
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/v1/bookings").map((c) => JSON.parse(c.query.get("filter") ?? "{}"))).toContainEqual({
        status: "PAID",
        q: "fenna",
      }),
    );
  });

  it("shows one booking with its payments, refunds, moves and mails", async () => {
    fakeApi({ [`GET /api/v1/admin/bookings/${row.id}`]: detail });
    openAt(`/admin/bookings/${row.id}/show`);
    expect(await screen.findByText("Boeking B1E2C3D4")).toBeTruthy();
    expect(screen.getByRole("link", { name: "fenna@example.nl" }).getAttribute("href")).toBe("mailto:fenna@example.nl");
    expect(screen.getByRole("link", { name: "0612345678" }).getAttribute("href")).toBe("tel:0612345678");
    expect(screen.getByText(/€\s50,00, waarvan €\s10,00 met cadeaubon; betaald: €\s40,00/)).toBeTruthy();
    expect(screen.getByText(/waard €\s45,00, ontvangen €\s50,00, teruggegaan €\s5,00/)).toBeTruthy();
    expect(screen.queryByText(/nog te betalen|te veel ontvangen/)).toBeNull();
    expect(screen.getByText("Engels")).toBeTruthy();
    const payments = screen.getByRole("table", { name: "Betalingen" });
    expect(within(payments).getByText("tr_abc")).toBeTruthy();
    expect(within(payments).getByText("Betaald")).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Terugbetalingen" })).getByText("In behandeling")).toBeTruthy();
    const moves = screen.getByRole("table", { name: "Verplaatsingen" });
    expect(within(moves).getByText(/Stilte aan de rivier/)).toBeTruthy();
    expect(within(moves).getByText(/^Zonder bijbetaling \(€\s10,00 niet betaald\)$/)).toBeTruthy();
    expect(within(moves).getByText(/door Mirjam$/)).toBeTruthy();
    const mails = screen.getByRole("table", { name: "Verstuurde mails" });
    expect(within(mails).getByText("Bevestiging")).toBeTruthy();
    expect(within(mails).getByText("Nog niet verstuurd")).toBeTruthy();
  });

  it("shows the choice after its walk was called off in the booking's history", async () => {
    fakeApi({
      [`GET /api/v1/admin/bookings/${row.id}`]: {
        ...detail,
        calloffChoices: [
          { paidCents: 4000, creditCents: 4400, deadline: "2026-11-27T10:00:00Z", choice: "credit", decidedBy: "customer", chosenAt: "2026-11-21T10:00:00Z" },
        ],
        mails: [{ template: "credit-issued", toOrganisers: false, queuedAt: "2026-11-21T10:00:00Z", sentAt: "2026-11-21T10:00:05Z" }],
      },
    });
    openAt(`/admin/bookings/${row.id}/show`);
    const table = await screen.findByRole("table", { name: "Keuze na annulering van de wandeling" });
    const text = table.textContent!.replace(/\u00a0/g, " ");
    expect(text).toContain("Tegoed€ 40,00€ 44,00");
    expect(within(screen.getByRole("table", { name: "Verstuurde mails" })).getByText("Tegoed")).toBeTruthy();
  });

  it("shows the customer's changes that cost more, paid or not, in the booking's history", async () => {
    fakeApi({
      [`GET /api/v1/admin/bookings/${row.id}`]: {
        ...detail,
        changes: [
          { kind: "add", toTitle: "Stilte in het bos", toStart: "2026-12-05T09:00:00Z", qty: 3, amountCents: 2500, status: "paid", createdAt: "2026-11-21T09:00:00Z" },
          { kind: "move", toTitle: "Stilte op de hei", toStart: "2026-12-08T09:00:00Z", qty: 3, amountCents: 1500, status: "expired", createdAt: "2026-11-22T09:00:00Z" },
        ],
      },
    });
    openAt(`/admin/bookings/${row.id}/show`);
    const table = await screen.findByRole("table", { name: "Wijzigingen met bijbetaling" });
    const text = table.textContent!.replace(/\u00a0/g, " ");
    expect(text).toContain("Naar 3 personen€ 25,00Betaald en doorgevoerd");
    expect(text).toMatch(/Andere datum: Stilte op de hei \(.+\)€ 15,00Verlopen, niet doorgevoerd/);
  });

  it("opens a booking from the list: its row stands in until the booking with its history is read", async () => {
    fakeApi({
      "GET /api/v1/bookings": page("bookings", [row]),
      "GET /api/v1/walks/admin/all": page("walks", walks),
      [`GET /api/v1/admin/bookings/${row.id}`]: () => new Promise((done) => setTimeout(() => done(detail), 300)),
    });
    openAt("/admin/bookings");
    fireEvent.click(await screen.findByText("Fenna de Boer"));
    expect(await screen.findByText("Boeking B1E2C3D4")).toBeTruthy();
    expect(await within(await screen.findByRole("table", { name: "Betalingen" })).findByText("tr_abc")).toBeTruthy();
    expect(screen.queryByText("Er is iets misgegaan")).toBeNull();
  });

  it("moves the booking to a walk it may go to and says what goes back", async () => {
    const { api, dialog } = await openMove(json({ id: row.id }));
    const choice = await targetChoice(dialog);
    const options = within(choice).getAllByRole("option");
    expect(options.map((o) => o.textContent?.split(" · ")[0])).toEqual(["Kies een wandeling", "Even duur", "Goedkoper", "Duurder"]);
    fireEvent.change(choice, { target: { value: "w-goedkoop" } });
    expect(within(dialog).getByText(/^Terug: €\s10,00 op de rekening$/)).toBeTruthy();
    fireEvent.change(choice, { target: { value: "w-even" } });
    expect(within(dialog).getByText("Er gaat geen geld terug: de nieuwe wandeling kost evenveel.")).toBeTruthy();
    fireEvent.change(choice, { target: { value: "w-goedkoop" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Verplaatsen" }));
    await waitFor(() => expect(api.callsTo("POST", `/api/v1/admin/bookings/${row.id}/move`)).toHaveLength(1));
    expect(api.callsTo("POST", `/api/v1/admin/bookings/${row.id}/move`)[0].body).toEqual({ walkId: "w-goedkoop" });
    expect(await screen.findByText("Boeking verplaatst; de klant krijgt een mail")).toBeTruthy();
  });

  it("moves to a dearer walk only once the organiser chose to move it without a further payment", async () => {
    const { api, dialog } = await openMove(json({ id: row.id }));
    fireEvent.change(await targetChoice(dialog), { target: { value: "w-duur" } });
    expect(within(dialog).getByText(/^Deze wandeling kost voor deze boeking €\s10,00 meer dan er betaald is\.$/)).toBeTruthy();
    const confirm = within(dialog).getByRole("button", { name: "Zonder bijbetaling verplaatsen" });
    expect(confirm).toHaveProperty("disabled", true);
    fireEvent.click(within(dialog).getByRole("checkbox", { name: /Zonder bijbetaling verplaatsen: de klant betaalt de €\s10,00 niet bij/ }));
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo("POST", `/api/v1/admin/bookings/${row.id}/move`)).toHaveLength(1));
    expect(api.callsTo("POST", `/api/v1/admin/bookings/${row.id}/move`)[0].body).toEqual({ walkId: "w-duur", withoutPayment: true });
    expect(await screen.findByText("Boeking verplaatst; de klant krijgt een mail")).toBeTruthy();
  });

  it("shows the server's Dutch reason when a move is refused", async () => {
    const { dialog } = await openMove(json({ message: "Er is nog maar 1 plaats beschikbaar voor deze wandeling." }, { status: 409 }));
    fireEvent.change(await targetChoice(dialog), { target: { value: "w-even" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Verplaatsen" }));
    expect(await within(dialog).findByText("Er is nog maar 1 plaats beschikbaar voor deze wandeling.")).toBeTruthy();
  });

  it("shows why a refund needs the organisers and asks Mollie again from the booking", async () => {
    const stuck = {
      ...detail,
      refunds: [
        {
          id: "r1",
          mollieId: null,
          amountCents: 4000,
          status: "requested",
          problem: "gave_up",
          problemDetail: "500 Internal Server Error",
          handled: false,
          createdAt: "2026-11-21T09:00:00Z",
        },
      ],
    };
    const api = fakeApi({
      [`GET /api/v1/admin/bookings/${row.id}`]: stuck,
      "POST /api/v1/admin/refunds/r1/retry": () => new Response(null, { status: 204 }),
    });
    openAt(`/admin/bookings/${row.id}/show`);
    const refunds = await screen.findByRole("table", { name: "Terugbetalingen" });
    expect(within(refunds).getByText("Aangevraagd")).toBeTruthy();
    expect(within(refunds).getByText("Mollie was te lang niet bereikbaar")).toBeTruthy();
    fireEvent.click(within(refunds).getByRole("button", { name: "Opnieuw proberen" }));
    const dialog = await screen.findByRole("dialog", { name: "Terugbetaling opnieuw proberen?" });
    expect(within(dialog).getByText(/om €\s40,00 terug te betalen/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Opnieuw proberen" }));
    await screen.findByText("Terugbetaling opnieuw aangevraagd");
    expect(api.callsTo("POST", "/api/v1/admin/refunds/r1/retry")).toHaveLength(1);
  });

  it("alerts the server's Dutch reason when a refund no longer needs the organisers", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    fakeApi({
      [`GET /api/v1/admin/bookings/${row.id}`]: {
        ...detail,
        refunds: [{ id: "r1", mollieId: null, amountCents: 4000, status: "failed", problem: "refused", problemDetail: null, handled: false, createdAt: "2026-11-21T09:00:00Z" }],
      },
      "POST /api/v1/admin/refunds/r1/settled": json({ message: "Deze terugbetaling vraagt geen aandacht (meer). Laad de pagina opnieuw." }, { status: 409 }),
    });
    openAt(`/admin/bookings/${row.id}/show`);
    const refunds = await screen.findByRole("table", { name: "Terugbetalingen" });
    fireEvent.click(within(refunds).getByRole("button", { name: "Handmatig afgehandeld" }));
    const dialog = await screen.findByRole("dialog", { name: "Terugbetaling handmatig afgehandeld?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Handmatig afgehandeld" }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Terugbetaling niet bijgewerkt: Deze terugbetaling vraagt geen aandacht (meer). Laad de pagina opnieuw."),
    );
  });
});
