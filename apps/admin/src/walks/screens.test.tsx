// The walks list and form against a stubbed API.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, page, searchList } from "../testing/api";
import { openAt } from "../testing/render";

const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
const past = new Date(Date.now() - 30 * 86_400_000).toISOString();

const stats = (totalBooked: number, availableSpots: number) => ({ bookings: totalBooked, totalBooked, paidBookings: totalBooked, pendingBookings: 0, availableSpots });

const walk = (id: string, fields: Record<string, unknown>) => ({
  id,
  title: `Wandeling ${id}`,
  slug: `wandeling-${id}`,
  dateStart: future,
  dateEnd: future,
  city: "Wageningen",
  address: "Bosweg 1",
  shortDesc: "Kort",
  fullDesc: "Lang",
  priceCents: 2000,
  minParticipants: 1,
  maxParticipants: 15,
  coverImageUrl: null,
  published: true,
  bookingStats: stats(0, 15),
  ...fields,
});

const walks = [
  walk("draft", { title: "Concept wandeling", published: false }),
  walk("past", { title: "Oude wandeling", dateStart: past, bookingStats: stats(4, 11) }),
  walk("full", { title: "Volle wandeling", bookingStats: stats(15, 0) }),
  walk("open", { title: "Open wandeling", shortDesc: "x".repeat(150) }),
  walk("off", { title: "Afgelaste wandeling", cancelledAt: "2026-11-20T10:00:00Z", cancelReason: "Storm." }),
];

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  alert = vi.fn();
  vi.stubGlobal("alert", alert);
});
afterEach(() => vi.useRealTimers());

const row = async (title: string) => (await screen.findByText(title)).closest("tr")!;

describe("walks list", () => {
  it("shows 'Wandelingen laden...' and then each walk with its display status and stats", async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({ "GET /api/v1/walks/admin/all": () => new Promise<Response>((resolve) => (answer = resolve)) });
    openAt("/admin/walks");

    expect(await screen.findByText("Wandelingen laden...")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Wandelingen" })).toBeInTheDocument();
    answer(page("walks", walks));
    expect(within(await row("Concept wandeling")).getByText("Concept")).toBeInTheDocument();
    expect(within(await row("Oude wandeling")).getByText("Afgelopen")).toBeInTheDocument();
    expect(within(await row("Oude wandeling")).getByText("4 geboekt")).toBeInTheDocument();
    expect(within(await row("Volle wandeling")).getByText("Volgeboekt")).toBeInTheDocument();
    expect(within(await row("Open wandeling")).getByText("Beschikbaar")).toBeInTheDocument();
    expect(within(await row("Open wandeling")).getByText("15 vrij")).toBeInTheDocument();
    expect(within(await row("Afgelaste wandeling")).getByText("Afgelast")).toBeInTheDocument();
    expect(within(await row("Afgelaste wandeling")).queryByText("Beschikbaar")).not.toBeInTheDocument();
  });

  it("marks a published walk without an English title 'ontbreekt in het Engels'", async () => {
    fakeApi({
      "GET /api/v1/walks/admin/all": page("walks", [
        ...walks,
        walk("en", { title: "Vertaalde wandeling", titleEn: "Translated walk" }),
      ]),
    });
    openAt("/admin/walks");
    expect(within(await row("Open wandeling")).getByText("ontbreekt in het Engels")).toBeInTheDocument();
    expect(within(await row("Vertaalde wandeling")).queryByText("ontbreekt in het Engels")).not.toBeInTheDocument();
    expect(within(await row("Concept wandeling")).queryByText("ontbreekt in het Engels")).not.toBeInTheDocument();
  });

  it("shows the first 100 characters of the short description", async () => {
    fakeApi({ "GET /api/v1/walks/admin/all": page("walks", walks) });
    openAt("/admin/walks");
    expect(within(await row("Open wandeling")).getByText(`${"x".repeat(100)}…`)).toBeInTheDocument();
  });

  it("says so when the walks cannot be loaded", async () => {
    fakeApi({ "GET /api/v1/walks/admin/all": json({ message: "kapot" }, { status: 500 }) });
    openAt("/admin/walks");
    expect(await screen.findByText("Er is een fout opgetreden bij het laden van de wandelingen.")).toBeInTheDocument();
  });

  it("publishes a hidden walk and hides a published one with PUT {published}", async () => {
    const api = fakeApi({
      "GET /api/v1/walks/admin/all": page("walks", walks),
      "PUT /api/v1/walks/admin/draft": (call) => json({ ...walks[0], ...(call.body as object) }),
      "PUT /api/v1/walks/admin/open": (call) => json({ ...walks[3], ...(call.body as object) }),
    });
    openAt("/admin/walks");

    fireEvent.click(within(await row("Concept wandeling")).getByRole("button", { name: "Publiceren" }));
    await waitFor(() => expect(api.callsTo("PUT", "/api/v1/walks/admin/draft")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/v1/walks/admin/draft")[0].body).toEqual({ published: true });

    fireEvent.click(within(await row("Open wandeling")).getByRole("button", { name: "Verbergen" }));
    await waitFor(() => expect(api.callsTo("PUT", "/api/v1/walks/admin/open")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/v1/walks/admin/open")[0].body).toEqual({ published: false });
  });

  it("alerts 'Fout bij publiceren: …' with the server's message, or 'Onbekende fout'", async () => {
    let answer = json({ message: "Database weg" }, { status: 500 });
    fakeApi({ "GET /api/v1/walks/admin/all": page("walks", walks), "PUT /api/v1/walks/admin/draft": () => answer });
    openAt("/admin/walks");

    fireEvent.click(within(await row("Concept wandeling")).getByRole("button", { name: "Publiceren" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Fout bij publiceren: Database weg"));

    answer = new Response("", { status: 502 });
    fireEvent.click(within(await row("Concept wandeling")).getByRole("button", { name: "Publiceren" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Fout bij publiceren: Onbekende fout"));
  });

  it("offers no delete once a walk has bookings, and lists the next walk first", async () => {
    const api = fakeApi({ "GET /api/v1/walks/admin/all": page("walks", walks) });
    openAt("/admin/walks");

    const booked = within(await row("Oude wandeling"));
    expect(booked.queryByRole("button", { name: /Verwijderen|Heeft boekingen/ })).not.toBeInTheDocument();
    expect(booked.getByRole("link", { name: "Deelnemers" })).toBeInTheDocument();
    expect(within(await row("Open wandeling")).getByRole("button", { name: "Verwijderen" })).toBeEnabled();
    expect(JSON.parse(api.calls.find((c) => c.path === "/api/v1/walks/admin/all")!.query.get("sort")!)).toEqual(["upcoming", "ASC"]);
  });

  it("searches the walks by title or city", async () => {
    const api = fakeApi({ "GET /api/v1/walks/admin/all": page("walks", walks) });
    openAt("/admin/walks");

    await row("Open wandeling");
    await searchList(api, "/api/v1/walks/admin/all", "Zoeken (titel of stad)", "Ede");
  });

  it("deletes a walk only after the confirmation", async () => {
    const api = fakeApi({
      "GET /api/v1/walks/admin/all": page("walks", walks),
      "DELETE /api/v1/walks/admin/open": json(walks[3]),
    });
    openAt("/admin/walks");

    fireEvent.click(within(await row("Open wandeling")).getByRole("button", { name: "Verwijderen" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Open wandeling/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.callsTo("DELETE", "/api/v1/walks/admin/open")).toHaveLength(0);

    fireEvent.click(within(await row("Open wandeling")).getByRole("button", { name: "Verwijderen" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Verwijderen" }));
    await waitFor(() => expect(api.callsTo("DELETE", "/api/v1/walks/admin/open")).toHaveLength(1));
  });

  it("alerts 'Fout bij verwijderen: …' when the server refuses", async () => {
    fakeApi({
      "GET /api/v1/walks/admin/all": page("walks", walks),
      "DELETE /api/v1/walks/admin/open": json({ message: "Heeft boekingen" }, { status: 409 }),
    });
    openAt("/admin/walks");

    fireEvent.click(within(await row("Open wandeling")).getByRole("button", { name: "Verwijderen" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Verwijderen" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Fout bij verwijderen: Heeft boekingen"));
  });
});

/** field is the input labelled name, with or without the required mark ("Titel *" is not "Titel (Engels)"). */
const field = (name: string) =>
  screen.getByLabelText((label) => label.replace(/[\s*]+$/, "") === name, { selector: "input, textarea" });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Opslaan" }));

/** fillWalk fills a valid walk: 4 July 2026, 10:00–12:00 Amsterdam time, € 17,50. */
function fillWalk() {
  type("Titel", "Stilte in het Bos!");
  type("Startdatum", "2026-07-04T10:00");
  type("Einddatum", "2026-07-04T12:00");
  type("Stad", "Wageningen");
  type("Adres", "Bosweg 1");
  type("Korte beschrijving", "Kort");
  type("Volledige beschrijving", "Lang");
  type("Prijs (€)", "17.5");
}

describe("walk form", () => {
  it("starts a new walk at € 20, 1 to 15 participants, and makes the slug from the title", async () => {
    fakeApi({});
    openAt("/admin/walks/new");

    await screen.findByRole("heading", { level: 1, name: "Wandeling toevoegen" });
    expect(field("Prijs (€)")).toHaveValue(20);
    expect(field("Minimum aantal deelnemers")).toHaveValue(1);
    expect(field("Maximum aantal deelnemers")).toHaveValue(15);

    type("Titel", "Wat is  geluk? Deel 2");
    expect(field("Slug")).toHaveValue("wat-is-geluk-deel-2");
    // Once the admin types a slug of their own, the title leaves it alone.
    type("Slug", "geluk");
    type("Titel", "Wat is geluk? Deel 3");
    expect(field("Slug")).toHaveValue("geluk");
  });

  it("shows every required message on an empty save and sends nothing", async () => {
    const api = fakeApi({});
    openAt("/admin/walks/new");
    await screen.findByRole("heading", { level: 1, name: "Wandeling toevoegen" });
    type("Prijs (€)", "-1");
    type("Minimum aantal deelnemers", "0");
    type("Maximum aantal deelnemers", "0");
    save();

    for (const message of [
      "Titel is verplicht",
      "Slug is verplicht",
      "Startdatum is verplicht",
      "Einddatum is verplicht",
      "Stad is verplicht",
      "Adres is verplicht",
      "Korte beschrijving is verplicht",
      "Volledige beschrijving is verplicht",
      "Prijs moet minimaal 0 zijn",
      "Er moet minimaal 1 deelnemer zijn",
      "Er moet minimaal 1 deelnemer mogelijk zijn",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("clears a field's error as soon as that field is edited", async () => {
    fakeApi({});
    openAt("/admin/walks/new");
    await screen.findByRole("heading", { level: 1, name: "Wandeling toevoegen" });
    save();
    expect(await screen.findByText("Titel is verplicht")).toBeInTheDocument();
    expect(screen.getByText("Stad is verplicht")).toBeInTheDocument();

    type("Titel", "S");
    await waitFor(() => expect(screen.queryByText("Titel is verplicht")).not.toBeInTheDocument());
    expect(screen.getByText("Stad is verplicht")).toBeInTheDocument();
  });

  it("checks the order of the dates and of the participant numbers", async () => {
    fakeApi({});
    openAt("/admin/walks/new");
    await screen.findByRole("heading", { level: 1, name: "Wandeling toevoegen" });
    fillWalk();
    type("Einddatum", "2026-07-04T09:00");
    type("Minimum aantal deelnemers", "9");
    type("Maximum aantal deelnemers", "8");
    save();

    expect(await screen.findByText("Einddatum moet na startdatum zijn")).toBeInTheDocument();
    expect(screen.getByText("Maximum moet groter zijn dan minimum")).toBeInTheDocument();
  });

  it("creates the walk with the price in cents and the times in UTC, then goes to the list", async () => {
    const api = fakeApi({
      "POST /api/v1/walks/admin": (call) => json({ id: "w9", ...(call.body as object) }, { status: 201 }),
      "GET /api/v1/walks/admin/all": page("walks", []),
    });
    openAt("/admin/walks/new");
    await screen.findByRole("heading", { level: 1, name: "Wandeling toevoegen" });
    fillWalk();
    type("Titel (Engels)", " Silence in the woods ");
    save();

    await waitFor(() => expect(api.callsTo("POST", "/api/v1/walks/admin")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/v1/walks/admin")[0].body).toEqual({
      title: "Stilte in het Bos!",
      slug: "stilte-in-het-bos",
      dateStart: "2026-07-04T08:00:00.000Z",
      dateEnd: "2026-07-04T10:00:00.000Z",
      city: "Wageningen",
      address: "Bosweg 1",
      shortDesc: "Kort",
      fullDesc: "Lang",
      titleEn: "Silence in the woods",
      shortDescEn: "",
      fullDescEn: "",
      priceCents: 1750,
      minParticipants: 1,
      maxParticipants: 15,
      coverImageUrl: "",
      guideName: "",
      guideLine: "",
      published: false,
    });
    // The list shows the new walk, whatever its date: searched by its title.
    await waitFor(() => expect(window.location.pathname).toBe("/admin/walks"));
    expect(JSON.parse(new URLSearchParams(window.location.search).get("filter")!)).toEqual({ q: "Stilte in het Bos!" });
  });

  it("shows the server's field error on its field and clears it on edit", async () => {
    fakeApi({
      "POST /api/v1/walks/admin": json(
        { message: "Deze slug is al in gebruik", errors: { slug: "Deze slug is al in gebruik" } },
        { status: 409 },
      ),
    });
    openAt("/admin/walks/new");
    await screen.findByRole("heading", { level: 1, name: "Wandeling toevoegen" });
    fillWalk();
    save();

    const message = await screen.findByText("Deze slug is al in gebruik");
    expect(field("Slug")).toHaveAttribute("aria-invalid", "true");
    expect(message.closest("form")).not.toBeNull();
    // On the field only, not again above the form.
    expect(screen.getAllByText("Deze slug is al in gebruik")).toHaveLength(1);

    type("Slug", "stilte-2");
    await waitFor(() => expect(screen.queryByText("Deze slug is al in gebruik")).not.toBeInTheDocument());
  });

  it("shows another server message above the form, or 'Er is een fout opgetreden'", async () => {
    let answer = json({ message: "Onderhoud, probeer het later" }, { status: 503 });
    fakeApi({ "POST /api/v1/walks/admin": () => answer });
    openAt("/admin/walks/new");
    await screen.findByRole("heading", { level: 1, name: "Wandeling toevoegen" });
    fillWalk();
    save();
    expect(await screen.findByRole("alert")).toHaveTextContent("Onderhoud, probeer het later");

    answer = new Response("", { status: 500 });
    save();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Er is een fout opgetreden"));
  });

  it("edits a walk: Amsterdam times and euros shown, the whole record sent with PUT", async () => {
    const stored = walk("w1", { dateStart: "2026-01-15T09:00:00Z", dateEnd: "2026-01-15T11:00:00Z", priceCents: 1995 });
    const api = fakeApi({
      "GET /api/v1/walks/admin/w1": stored,
      "PUT /api/v1/walks/admin/w1": (call) => json({ ...stored, ...(call.body as object) }),
      "GET /api/v1/walks/admin/all": page("walks", [stored]),
    });
    openAt("/admin/walks/w1/edit");

    await waitFor(() => expect(field("Titel")).toHaveValue("Wandeling w1"));
    expect(field("Startdatum")).toHaveValue("2026-01-15T10:00");
    expect(field("Prijs (€)")).toHaveValue(19.95);
    // Editing the title leaves an existing walk's slug alone.
    type("Titel", "Nieuwe titel");
    expect(field("Slug")).toHaveValue("wandeling-w1");
    save();

    await waitFor(() => expect(api.callsTo("PUT", "/api/v1/walks/admin/w1")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/v1/walks/admin/w1")[0].body).toMatchObject({
      title: "Nieuwe titel",
      slug: "wandeling-w1",
      dateStart: "2026-01-15T09:00:00Z",
      priceCents: 1995,
      published: true,
    });
    expect(api.callsTo("PUT", "/api/v1/walks/admin/w1")[0].body).not.toHaveProperty("bookingStats");
  });

  it("sends the walk's updatedAt as read, and shows the refusal when it was changed meanwhile", async () => {
    const stored = walk("w1", { dateStart: "2027-01-15T09:00:00Z", dateEnd: "2027-01-15T11:00:00Z", updatedAt: "2026-11-20T10:00:00.123456Z" });
    const changed = "Deze wandeling is intussen gewijzigd, door iemand anders of in een ander tabblad. Laad de pagina opnieuw en voer je wijziging nog eens in.";
    const api = fakeApi({
      "GET /api/v1/walks/admin/w1": stored,
      "PUT /api/v1/walks/admin/w1": json({ message: changed }, { status: 409 }),
    });
    openAt("/admin/walks/w1/edit");

    await waitFor(() => expect(field("Titel")).toHaveValue("Wandeling w1"));
    type("Titel", "Nieuwe titel");
    save();

    expect(await screen.findByRole("alert")).toHaveTextContent(changed);
    expect(api.callsTo("PUT", "/api/v1/walks/admin/w1")[0].body).toMatchObject({
      title: "Nieuwe titel",
      updatedAt: "2026-11-20T10:00:00.123456Z",
    });
    expect(field("Titel")).toHaveValue("Nieuwe titel");
  });

  it("keeps the edits and saves them after a guide's photo was uploaded, which changed the walk's version", async () => {
    URL.createObjectURL = vi.fn(() => "blob:gids");
    URL.revokeObjectURL = vi.fn();
    let version = "2026-11-20T10:00:00.123456Z";
    const photo = { alt: "Gids", width: 400, height: 400, urls: ["/media/g-400.jpg"], src: "/media/g-400.jpg" };
    const api = fakeApi({
      "GET /api/v1/walks/admin/w1": () => json(walk("w1", { dateStart: "2027-01-15T09:00:00Z", dateEnd: "2027-01-15T11:00:00Z", updatedAt: version })),
      "POST /api/v1/walks/admin/w1/guide-photo": () => {
        version = "2026-11-20T10:05:00.654321Z"; // the upload changes the walk
        return json(photo);
      },
      "PUT /api/v1/walks/admin/w1": (call) => json({ ...(call.body as object), id: "w1", updatedAt: "2026-11-20T10:06:00Z" }),
    });
    openAt("/admin/walks/w1/edit");

    await waitFor(() => expect(field("Titel")).toHaveValue("Wandeling w1"));
    type("Titel", "Nieuwe titel");
    fireEvent.change(screen.getByLabelText("Foto kiezen"), { target: { files: [new File(["jpeg"], "gids.jpg", { type: "image/jpeg" })] } });
    fireEvent.click(screen.getByRole("button", { name: "Foto opslaan" }));
    await waitFor(() => expect(api.callsTo("GET", "/api/v1/walks/admin/w1").length).toBeGreaterThan(1));
    expect(field("Titel")).toHaveValue("Nieuwe titel");
    save();

    await waitFor(() => expect(api.callsTo("PUT", "/api/v1/walks/admin/w1")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/v1/walks/admin/w1")[0].body).toMatchObject({
      title: "Nieuwe titel",
      updatedAt: "2026-11-20T10:05:00.654321Z",
    });
  });
});

describe("participants of a walk", () => {
  const participant = (id: string, fields: Record<string, unknown>) => ({
    id,
    name: `Deelnemer ${id}`,
    email: `${id}@example.nl`,
    phone: "06 12345678",
    qty: 1,
    status: "PAID",
    paymentStatus: "PAID",
    totalCents: 2000,
    voucherUsedCents: 0,
    bookedAt: "2026-11-20T10:00:00Z",
    language: "nl",
    ...fields,
  });

  it("lists who is coming with phone links and totals, and offers print and the CSV", async () => {
    const api = fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { title: "Open wandeling", minParticipants: 4 }),
      "GET /api/v1/walks/admin/open/participants": page("participants", [
        participant("anna", { name: "Anna", qty: 2, totalCents: 3000, voucherUsedCents: 1000, language: "en" }),
        participant("bert", { name: "Bert", status: "PENDING", paymentStatus: "PENDING", phone: null }),
      ]),
    });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    openAt("/admin/walks/open/participants");

    expect(await screen.findByRole("heading", { level: 2, name: "Deelnemers: Open wandeling" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Deelnemers" });
    const anna = within(table).getByRole("row", { name: /Anna/ });
    expect(within(anna).getByRole("link", { name: "06 12345678" }).getAttribute("href")).toBe("tel:0612345678");
    expect(within(anna).getByRole("link", { name: "anna@example.nl" }).getAttribute("href")).toBe("mailto:anna@example.nl");
    expect(within(anna).getByText("Engels")).toBeTruthy();
    expect(within(table).getByRole("row", { name: /Bert/ }).textContent).toContain("Nederlands");
    expect(within(table).getByRole("columnheader", { name: "Taal" })).toBeTruthy();
    expect(within(table).getByRole("row", { name: /Totaal: 2 boekingen/ }).textContent?.replace(/\u00a0/g, " ")).toContain("€ 50,00");
    expect(screen.getByText(/3 personen geboekt, waarvan 2 betaald · minimum 4, maximum 15/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "CSV downloaden" }).getAttribute("href")).toBe("/api/v1/walks/admin/open/participants.csv");
    fireEvent.click(screen.getByRole("button", { name: "Afdrukken" }));
    expect(print).toHaveBeenCalled();
    expect(api.callsTo("GET", "/api/v1/walks/admin/open/participants")[0].query.get("range")).toBe("[0,999]");
  });

  it("says who leads the walk, with the guide's photo, above the list (and so in its print view)", async () => {
    const photo = { alt: "Anna de Vries", width: 600, height: 600, src: "/media/0123456789abcdef0123-480.jpg", urls: ["/media/0123456789abcdef0123-480.jpg"] };
    fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { title: "Open wandeling", guideName: "Anna de Vries", guideLine: "Boswachter", guidePhoto: photo }),
      "GET /api/v1/walks/admin/open/participants": page("participants", [participant("anna", { name: "Anna" })]),
    });
    openAt("/admin/walks/open/participants");

    expect(await screen.findByText("Gids: Anna de Vries · Boswachter")).toBeInTheDocument();
    const img = screen.getByRole("img", { name: "Anna de Vries" });
    expect(img.getAttribute("src")).toBe(photo.src);
    expect(img.getAttribute("width")).toBe("600");
    expect(img.getAttribute("height")).toBe("600");
  });

  it("shows the waiting list in order of signing up, with who got an offer and until when", async () => {
    fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { title: "Open wandeling" }),
      "GET /api/v1/walks/admin/open/participants": page("participants", [participant("anna", { name: "Anna" })]),
      "GET /api/v1/walks/admin/open/waitlist": page("waitlist", [
        { id: "e1", name: "Carla", email: "carla@example.nl", phone: "06 22222222", qty: 2, status: "OFFERED",
          createdAt: "2026-11-20T10:00:00Z", offeredAt: "2026-11-21T09:00:00Z", offerExpiresAt: "2026-11-21T21:00:00Z" },
        { id: "e2", name: "Dirk", email: "dirk@example.nl", phone: null, qty: 4, status: "WAITING",
          createdAt: "2026-11-20T11:00:00Z", offeredAt: null, offerExpiresAt: null },
      ]),
    });
    openAt("/admin/walks/open/participants");
    const table = await screen.findByRole("table", { name: "Wachtlijst" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0].textContent)).toEqual(["Carla", "Dirk"]);
    expect(rows[0].textContent).toContain("Aanbod loopt");
    expect(rows[0].textContent).toContain("21 nov 2026, 10:0021 nov 2026, 22:00");
    expect(rows[1].textContent).toContain("Wacht");
    expect(within(rows[0]).getByRole("link", { name: "06 22222222" }).getAttribute("href")).toBe("tel:0622222222");
  });

  it("calls the walk off after a dialog that says who and how much it affects", async () => {
    const api = fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { title: "Open wandeling" }),
      "GET /api/v1/walks/admin/open/participants": page("participants", [
        participant("anna", { name: "Anna", qty: 2, totalCents: 3000, voucherUsedCents: 1000 }),
        participant("bert", { name: "Bert" }),
      ]),
      "POST /api/v1/walks/admin/open/call-off": { cancelledBookings: 1, choicesOffered: 1, refundsQueued: 0, vouchersRestored: 1, mailsQueued: 2 },
    });
    openAt("/admin/walks/open/participants");
    fireEvent.click(await screen.findByRole("button", { name: "Wandeling afgelasten" }));
    const dialog = await screen.findByRole("dialog", { name: "'Open wandeling' afgelasten?" });
    expect(dialog.textContent?.replace(/\u00a0/g, " ")).toContain(
      "Dit annuleert 2 boekingen voor 3 personen. Wie betaald heeft, kiest zelf: € 50,00 terug naar hun rekening, tegoed met een bonus of een andere datum (zonder keuze gaat het geld terug); € 10,00 gaat terug op hun cadeaubonnen.",
    );
    const confirm = within(dialog).getByRole("button", { name: "Wandeling afgelasten" });
    expect(confirm).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reden/ }), { target: { value: "Storm op de Veluwe." } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Persoonlijk bericht/ }), { target: { value: "Tot snel!" } });
    fireEvent.click(confirm);
    await screen.findByText("Wandeling afgelast: 1 boeking geannuleerd, 1 boeking met een keuze, 2 mails verstuurd");
    expect(api.callsTo("POST", "/api/v1/walks/admin/open/call-off")[0].body).toEqual({ reason: "Storm op de Veluwe.", message: "Tot snel!" });
  });

  it("counts one booking of one person in the singular, in the dialog, the totals and the toast", async () => {
    fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { title: "Open wandeling" }),
      "GET /api/v1/walks/admin/open/participants": page("participants", [participant("bert", { name: "Bert" })]),
      "POST /api/v1/walks/admin/open/call-off": { cancelledBookings: 0, choicesOffered: 1, refundsQueued: 0, vouchersRestored: 0, mailsQueued: 1 },
    });
    openAt("/admin/walks/open/participants");
    expect(await screen.findByText(/^1 persoon geboekt, waarvan/)).toBeInTheDocument();
    expect(screen.getByText("Totaal: 1 boeking")).toBeInTheDocument();
    fireEvent.click(await screen.findByRole("button", { name: "Wandeling afgelasten" }));
    const dialog = await screen.findByRole("dialog", { name: "'Open wandeling' afgelasten?" });
    expect(dialog.textContent).toContain("Dit annuleert 1 boeking voor 1 persoon.");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reden/ }), { target: { value: "Storm op de Veluwe." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Wandeling afgelasten" }));
    await screen.findByText("Wandeling afgelast: 0 boekingen geannuleerd, 1 boeking met een keuze, 1 mail verstuurd");
  });

  it("sends a message to every address booked, once each", async () => {
    const api = fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { title: "Open wandeling" }),
      "GET /api/v1/walks/admin/open/participants": page("participants", [
        participant("anna", { email: "anna@example.nl" }),
        participant("anna2", { email: "Anna@example.nl" }),
        participant("bert", { email: "bert@example.nl" }),
      ]),
      "POST /api/v1/walks/admin/open/message": { recipients: 2 },
    });
    openAt("/admin/walks/open/participants");
    fireEvent.click(await screen.findByRole("button", { name: "Bericht sturen" }));
    const dialog = await screen.findByRole("dialog", { name: "Bericht aan de deelnemers van 'Open wandeling'" });
    expect(within(dialog).getByText(/één mail per e-mailadres: 2 adressen/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Onderwerp/ }), { target: { value: "Andere verzamelplek" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Bericht/ }), { target: { value: "We verzamelen bij de Dreijenlaan." } });
    // The mail greets each person itself: the dialog says so and shows how the first reads it.
    expect(within(dialog).getByText(/De mail begint al met 'Beste …,'/)).toBeTruthy();
    const preview = within(dialog).getByRole("region", { name: "Zo leest Deelnemer anna de mail" });
    expect(within(preview).getByText("Beste Deelnemer anna,")).toBeTruthy();
    expect(within(preview).getByText("We verzamelen bij de Dreijenlaan.")).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Bericht/ }), { target: { value: "Beste allemaal,\nWe verzamelen bij de Dreijenlaan." } });
    expect(within(dialog).getByRole("alert").textContent).toContain("de mail zet er al 'Beste Deelnemer anna,' boven");
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Bericht/ }), { target: { value: "We verzamelen bij de Dreijenlaan." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Versturen" }));
    await screen.findByText("Bericht verstuurd naar 2 deelnemers");
    expect(api.callsTo("POST", "/api/v1/walks/admin/open/message")[0].body).toEqual({
      subject: "Andere verzamelplek",
      body: "We verzamelen bij de Dreijenlaan.",
    });
  });

  it("shows a walk called off as such, without the button", async () => {
    fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { cancelledAt: "2026-11-20T10:00:00Z", cancelReason: "Storm." }),
      "GET /api/v1/walks/admin/open/participants": page("participants", []),
    });
    openAt("/admin/walks/open/participants");
    expect(await screen.findByText("Afgelast: Storm.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Wandeling afgelasten" })).toBeNull();
  });

  it("keeps a called-off walk's cancelled bookings, with what went back to the bank and onto the voucher", async () => {
    fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { cancelledAt: "2026-11-20T10:00:00Z", cancelReason: "Storm." }),
      "GET /api/v1/walks/admin/open/participants": page("participants", []),
      "GET /api/v1/walks/admin/open/cancellations": page("cancellations", [
        { id: "b1c2", name: "Zara", email: "zara@example.nl", qty: 2, totalCents: 3000, voucherUsedCents: 2000,
          cancelledAt: "2026-11-20T10:00:00Z", refundCents: 3000, refundStatus: "pending", voucherReturnedCents: 2000 },
      ]),
    });
    openAt("/admin/walks/open/participants");
    expect(await screen.findByText("De wandeling is afgelast: er staat niemand meer ingeschreven.")).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Geannuleerde boekingen" });
    const row = within(table).getByRole("link", { name: "Zara" }).closest("tr")!;
    expect(within(row).getByRole("link", { name: "Zara" }).getAttribute("href")).toBe("/admin/bookings/b1c2/show");
    const text = row.textContent!.replace(/\u00a0/g, " ");
    expect(text).toContain("€ 50,00");
    expect(text).toContain("€ 30,00In behandeling");
    expect(text).toContain("€ 20,00");
  });

  it("shows who of a called-off walk chose what, and whose choice is still open", async () => {
    fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", { cancelledAt: "2026-11-20T10:00:00Z", cancelReason: "Storm." }),
      "GET /api/v1/walks/admin/open/participants": page("participants", []),
      "GET /api/v1/walks/admin/open/choices": page("choices", [
        { id: "c1", customerName: "Anna", qty: 1, paidCents: 2500, creditCents: 2750, deadline: "2026-11-27T10:00:00Z",
          choice: "credit", decidedBy: "customer", chosenAt: "2026-11-21T10:00:00Z", toWalkTitle: null, toWalkStart: null },
        { id: "c2", customerName: "Bram", qty: 2, paidCents: 5000, creditCents: 5500, deadline: "2026-11-27T10:00:00Z",
          choice: null, decidedBy: null, chosenAt: null, toWalkTitle: null, toWalkStart: null },
        { id: "c3", customerName: "Cor", qty: 1, paidCents: 2500, creditCents: 2750, deadline: "2026-11-27T10:00:00Z",
          choice: "refund", decidedBy: "deadline", chosenAt: "2026-11-27T10:05:00Z", toWalkTitle: null, toWalkStart: null },
      ]),
    });
    openAt("/admin/walks/open/participants");
    const table = await screen.findByRole("table", { name: "Keuzes na de annulering" });
    expect(screen.getByText("1 nog open, 1 geld terug, 1 tegoed, 0 andere datum")).toBeTruthy();
    const row = (name: string) => within(table).getByRole("link", { name }).closest("tr")!.textContent!.replace(/\u00a0/g, " ");
    expect(row("Anna")).toContain("Tegoed: € 27,50");
    expect(row("Bram")).toContain("Nog open (tot");
    expect(row("Cor")).toContain("Geld terug (niet op tijd gekozen)");
  });

  it("says so when nobody booked yet", async () => {
    fakeApi({
      "GET /api/v1/walks/admin/open": walk("open", {}),
      "GET /api/v1/walks/admin/open/participants": page("participants", []),
    });
    openAt("/admin/walks/open/participants");
    expect(await screen.findByText("Nog niemand heeft deze wandeling geboekt.")).toBeTruthy();
  });

  it("is reached from the walks list", async () => {
    fakeApi({ "GET /api/v1/walks/admin/all": page("walks", walks) });
    openAt("/admin/walks");
    const row = (await screen.findByText("Open wandeling")).closest("tr")!;
    expect(within(row).getByRole("link", { name: "Deelnemers" }).getAttribute("href")).toBe("/admin/walks/open/participants");
  });
});

describe("walk series", () => {
  const series = [
    walk("s1", { title: "Reeks een", seriesId: "s1", seriesSize: 3 }),
    walk("single", { title: "Losse wandeling", seriesId: null, seriesSize: 0 }),
  ];

  it("shows each walk's series on the list, and repeats a walk every two weeks 4 times", async () => {
    const api = fakeApi({
      "GET /api/v1/walks/admin/all": page("walks", series),
      "POST /api/v1/walks/admin/single/repeat": json([walk("a", {}), walk("b", {}), walk("c", {}), walk("d", {})], { status: 201 }),
    });
    openAt("/admin/walks");

    expect(within(await row("Reeks een")).getByText("Reeks van 3")).toBeInTheDocument();
    expect(within(await row("Losse wandeling")).getByText("Los")).toBeInTheDocument();
    fireEvent.click(within(await row("Losse wandeling")).getByRole("button", { name: "Herhalen" }));
    const dialog = await screen.findByRole("dialog", { name: "„Losse wandeling” herhalen" });
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Herhaal" }));
    fireEvent.click(await screen.findByRole("option", { name: "Elke twee weken" }));
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: "Aantal keer" }), { target: { value: "4" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Herhalen" }));

    await waitFor(() => expect(api.callsTo("POST", "/api/v1/walks/admin/single/repeat")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/v1/walks/admin/single/repeat")[0].body).toEqual({ every: "2weeks", count: 4 });
    expect(await screen.findByText("4 data toegevoegd aan de reeks")).toBeInTheDocument();
  });

  it("repeats until a day, and shows the server's refusal naming the date in the dialog", async () => {
    const refusal = "Op 12 januari 2027 is er al een wandeling van deze reeks";
    const api = fakeApi({
      "GET /api/v1/walks/admin/all": page("walks", series),
      "POST /api/v1/walks/admin/s1/repeat": json({ message: refusal, code: "series_date_taken" }, { status: 400 }),
    });
    openAt("/admin/walks");

    fireEvent.click(within(await row("Reeks een")).getByRole("button", { name: "Herhalen" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Tot en met een datum" }));
    expect(within(dialog).getByRole("button", { name: "Herhalen" })).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("Tot en met"), { target: { value: "2027-03-01" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Herhalen" }));

    await waitFor(() => expect(api.callsTo("POST", "/api/v1/walks/admin/s1/repeat")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/v1/walks/admin/s1/repeat")[0].body).toEqual({ every: "week", until: "2027-03-01" });
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it("repeats on chosen dates: days added, sorted, one removed, sent as dates", async () => {
    const api = fakeApi({
      "GET /api/v1/walks/admin/all": page("walks", series),
      "POST /api/v1/walks/admin/single/repeat": json([walk("a", {}), walk("b", {})], { status: 201 }),
    });
    openAt("/admin/walks");

    fireEvent.click(within(await row("Losse wandeling")).getByRole("button", { name: "Herhalen" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Herhaal" }));
    fireEvent.click(await screen.findByRole("option", { name: "Gekozen data" }));
    expect(within(dialog).getByRole("button", { name: "Herhalen" })).toBeDisabled();
    for (const day of ["2027-05-20", "2027-04-02", "2027-06-01"]) {
      fireEvent.change(within(dialog).getByLabelText("Datum"), { target: { value: day } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Datum toevoegen" }));
    }
    const chosen = within(within(dialog).getByRole("list", { name: "Gekozen data" })).getAllByRole("listitem");
    expect(chosen).toHaveLength(3);
    fireEvent.click(chosen[2].querySelector(".MuiChip-deleteIcon")!);
    fireEvent.click(within(dialog).getByRole("button", { name: "Herhalen" }));

    await waitFor(() => expect(api.callsTo("POST", "/api/v1/walks/admin/single/repeat")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/v1/walks/admin/single/repeat")[0].body).toEqual({ dates: ["2027-04-02", "2027-05-20"] });
    expect(await screen.findByText("2 data toegevoegd aan de reeks")).toBeInTheDocument();
  });

  it("copies a walk and opens the copy's form", async () => {
    const copy = walk("copy", { title: "Losse wandeling", slug: "wandeling-single-kopie", published: false });
    const api = fakeApi({
      "GET /api/v1/walks/admin/all": page("walks", series),
      "POST /api/v1/walks/admin/single/copy": json(copy, { status: 201 }),
      "GET /api/v1/walks/admin/copy": copy,
    });
    openAt("/admin/walks");

    fireEvent.click(within(await row("Losse wandeling")).getByRole("button", { name: "Kopiëren" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/v1/walks/admin/single/copy")).toHaveLength(1));
    await waitFor(() => expect(field("Slug")).toHaveValue("wandeling-single-kopie"));
  });

  it("asks on a walk of a series whether a change is for this one or also the following, and sends the choice", async () => {
    const stored = walk("s1", { dateStart: "2027-01-15T09:00:00Z", dateEnd: "2027-01-15T11:00:00Z", seriesId: "s1", seriesSize: 3 });
    const api = fakeApi({
      "GET /api/v1/walks/admin/s1": stored,
      "PUT /api/v1/walks/admin/s1": (call) => json({ ...stored, ...(call.body as object) }),
      "GET /api/v1/walks/admin/all": page("walks", [stored]),
    });
    openAt("/admin/walks/s1/edit");

    await waitFor(() => expect(field("Titel")).toHaveValue("Wandeling s1"));
    const form = within(field("Titel").closest("form")!);
    expect(form.getByRole("radio", { name: "Alleen deze" })).toBeChecked();
    fireEvent.click(form.getByRole("radio", { name: "Deze en alle volgende" }));
    type("Titel", "Lente");
    save();

    await waitFor(() => expect(api.callsTo("PUT", "/api/v1/walks/admin/s1")).toHaveLength(1));
    expect(api.callsTo("PUT", "/api/v1/walks/admin/s1")[0].body).toMatchObject({ title: "Lente", scope: "following" });
  });

  it("offers no scope on a walk outside a series", async () => {
    fakeApi({ "GET /api/v1/walks/admin/w1": walk("w1", { seriesId: null }) });
    openAt("/admin/walks/w1/edit");
    await waitFor(() => expect(field("Titel")).toHaveValue("Wandeling w1"));
    expect(screen.queryByRole("radio", { name: "Deze en alle volgende" })).not.toBeInTheDocument();
  });
});
