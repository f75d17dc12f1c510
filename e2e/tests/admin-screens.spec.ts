import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";
import { linkIn, mailTo, send } from "./mailbox";
import { ADMIN, createWalk, logIn, unique } from "./organiser";

// The back office's screens as the seeded admin uses them. Both projects run
// in parallel against one database, so every record a test creates carries a name of its own.

/** nameOf writes a marker as a person's name may be written: its digits as letters (0 is a, 9 is j). */
function nameOf(marker: string): string {
  return marker.replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
}

/**
 * checkScreen runs axe and checks the page fits the viewport. It waits for notifications to
 * go first: axe reads a toast that is fading in or out as too faint. Toasts are checked on
 * their own, once shown (checkToast).
 */
async function checkScreen(page: Page) {
  // A toast waits while the pointer rests on it (the last click may have been right there).
  await page.mouse.move(1, 1);
  await expect(page.locator(".MuiSnackbar-root")).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
}

/** checkToast runs axe once the toast is fully shown: its entry transition fades it in. */
async function checkToast(page: Page, toast: Locator) {
  await expect(toast).toHaveCSS("opacity", "1");
  await expectNoSeriousA11yViolations(page);
}

/**
 * bookAsGuest books through the API as a visitor without an account (its own cookies and CSRF
 * token): a free booking, or with path create-booking-payment one that waits for its payment.
 */
async function bookAsGuest(request: APIRequestContext, data: Record<string, unknown>, path = "/api/v1/bookings") {
  return send(request, "POST", path, data);
}

/** field is a form's input (or text area) with this label; not a button or header that mentions it. */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(label, { exact: true }).and(page.locator("input:not([type=hidden]), textarea:not([aria-hidden=true])"));

/** walksShowing is the walks list searched for text, as the list shows a walk just saved. */
const walksShowing = (text: string) => `/admin/walks?filter=${encodeURIComponent(JSON.stringify({ q: text }))}`;

/** row is the table row that holds text. */
const row = (page: Page, text: string): Locator => page.getByRole("row").filter({ hasText: text });

/** figure is the value after a figure's label in a dashboard section. */
const figure = (page: Page, section: string, label: string) =>
  page.getByRole("region", { name: section }).locator("dt", { hasText: label }).first().locator("xpath=following-sibling::dd[1]");

/** futureDay is a far-future date of its own, so the walk heads the list (newest date first). */
function futureDay(offsetDays: number) {
  const day = new Date(Date.UTC(2031, 0, 1) + offsetDays * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test.describe("back office screens", { tag: "@back-office-flow" }, () => {
  // Each test walks several screens of react-admin and runs axe on them.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test("the dashboard shows the figures, voucher figures included, the bookings table and a button to every screen", async ({
    page,
  }) => {
    await page.goto("/admin/");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // The demo data has published walks and paid bookings.
    await expect(figure(page, "Wandelingen", "Totaal wandelingen")).toHaveText(/^[1-9]\d*$/);
    await expect(figure(page, "Wandelingen", "Gepubliceerd")).toHaveText(/^\d+$/);
    await expect(figure(page, "Wandelingen", "Omzet wandelingen")).toHaveText(/^€\s[\d.]+,\d\d$/);
    await expect(figure(page, "Feestaanvragen", "Nieuw")).toHaveText(/^\d+$/);
    await expect(figure(page, "Maatwerkaanvragen", "Afgehandeld")).toHaveText(/^\d+$/);
    await expect(figure(page, "Boekingen", "Betaald")).toHaveText(/^[1-9]\d*$/);
    await expect(figure(page, "Boekingen", "Totale omzet")).toHaveText(/^€\s[\d.]+,\d\d$/);
    // The demo data has a paid € 50 voucher (WAND-ELWY-SPAD); other tests may add and spend more.
    await expect(figure(page, "Cadeaubonnen", "Uitgegeven")).toHaveText(/^[1-9]\d*$/);
    await expect(figure(page, "Cadeaubonnen", "Openstaand saldo")).toHaveText(/^€\s[\d.]+,\d\d$/);
    await expect(figure(page, "Cadeaubonnen", "Ingewisseld")).toHaveText(/^\d+$/);

    // The table is below the fold: it loads when scrolled to.
    const bookings = page.getByRole("region", { name: "Alle boekingen" });
    await bookings.scrollIntoViewIfNeeded();
    for (const header of ["Wandeling", "Datum", "Klant", "Aantal", "Totaal", "Status"]) {
      await expect(bookings.getByRole("columnheader", { name: header })).toBeVisible();
    }
    await expect(bookings.getByRole("row").nth(1)).toBeVisible();
    await expect(bookings.getByText("Betaald").first()).toBeVisible();

    // The next walks with how they stand, and the months as bar charts.
    const upcoming = page.getByRole("region", { name: "Komende wandelingen" });
    await expect(upcoming.getByRole("row").nth(1)).toBeVisible();
    // Its links wear the back office's green, not the browser's blue.
    await expect(upcoming.getByRole("link").first()).toHaveCSS("color", "rgb(46, 107, 63)");
    const months = page.getByRole("region", { name: "Boekingen en omzet per maand" });
    await expect(months.getByRole("img")).toHaveCount(2);
    await expect(months.getByRole("img", { name: "Betaalde boekingen" }).locator("rect[data-bar]").filter({ visible: true }).first()).toBeVisible();
    // The money axis reads whole euros with their sign, not clipped amounts with cents.
    const moneyAxis = months.getByRole("img", { name: "Omzet" }).locator("text");
    await expect(moneyAxis.filter({ hasText: /^€\s[\d.]+$/ }).first()).toBeVisible();
    await expect(moneyAxis.filter({ hasText: /,\d\d$/ })).toHaveCount(0);

    const screens = page.getByRole("navigation", { name: "Beheer" });
    for (const [name, href] of [
      ["Wandelingen", "/admin/walks"],
      ["Gebruikers", "/admin/users"],
      ["Maatwerkaanvragen", "/admin/custom-walks"],
      ["Feestaanvragen", "/admin/feest-requests"],
      ["Cadeaubonnen", "/admin/vouchers"],
    ]) {
      await expect(screens.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await checkScreen(page);

    await screens.getByRole("link", { name: "Wandelingen" }).click();
    await expect(page).toHaveURL("/admin/walks");
    await expect(page.getByRole("heading", { level: 1, name: "Wandelingen" })).toBeVisible();
  });

  test("a walk is created with a generated slug, published, seen in the shop, edited, hidden and deleted", async ({
    page,
  }, testInfo) => {
    const marker = unique(testInfo);
    const title = `E2E Wandeling ${marker}!`;
    const slug = `e2e-wandeling-${marker}`.toLowerCase();
    const day = futureDay(Math.floor(Math.random() * 300));

    await page.goto("/admin/walks");
    await expect(page.getByRole("heading", { level: 1, name: "Wandelingen" })).toBeVisible();
    await page.getByRole("link", { name: "Toevoegen" }).click();
    await expect(page).toHaveURL("/admin/walks/new");
    await expect(page.getByRole("heading", { level: 1, name: "Wandeling toevoegen" })).toBeVisible();

    // An empty save shows the spec's messages and sends nothing.
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Titel is verplicht")).toBeVisible();
    await expect(page.getByText("Volledige beschrijving is verplicht")).toBeVisible();
    await checkScreen(page);

    await field(page, "Titel").fill(title);
    await expect(page.getByText("Titel is verplicht")).toHaveCount(0);
    await expect(field(page, "Slug")).toHaveValue(slug);
    await field(page, "Startdatum").fill(`${day}T10:00`);
    await field(page, "Einddatum").fill(`${day}T12:30`);
    await field(page, "Stad").fill("Wageningen");
    await field(page, "Adres").fill("Arboretum Belmonte, Generaal Foulkesweg 94");
    await field(page, "Korte beschrijving").fill("Een proefwandeling van de browsertests.");
    await field(page, "Volledige beschrijving").fill("We lopen en denken na over wat een test bewijst.");
    await field(page, "Prijs (€)").fill("17.5");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();

    // Back on the list, which shows the new walk (searched by its title): a concept, priced in euros.
    await expect(page).toHaveURL(walksShowing(title));
    const walk = row(page, title);
    await expect(walk).toBeVisible();
    await expect(walk.getByText("Concept")).toBeVisible();
    await expect(walk).toContainText("17,50");
    await expect(walk.getByText("0 geboekt")).toBeVisible();
    await checkScreen(page);

    // Publishing makes it Beschikbaar and shows it in the shop.
    await walk.getByRole("button", { name: "Publiceren" }).click();
    await expect(walk.getByText("Beschikbaar")).toBeVisible();
    await expect(walk.getByRole("button", { name: "Verbergen" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByText(title).first()).toBeVisible();

    // Edit: the form holds the walk as saved, in Amsterdam time; a new title keeps the slug.
    await page.goto(walksShowing(title));
    await row(page, title).getByRole("link", { name: "Bewerken" }).click();
    await expect(page).toHaveURL(/\/admin\/walks\/[0-9a-f-]+\/edit$/);
    await expect(field(page, "Titel")).toHaveValue(title);
    await expect(field(page, "Startdatum")).toHaveValue(`${day}T10:00`);
    await expect(field(page, "Prijs (€)")).toHaveValue("17.5");
    await checkScreen(page);
    const newTitle = `${title} (aangepast)`;
    await field(page, "Titel").fill(newTitle);
    await expect(field(page, "Slug")).toHaveValue(slug);
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page).toHaveURL(walksShowing(newTitle));
    const edited = row(page, newTitle);
    await expect(edited).toBeVisible();

    // Hide it again, then delete it after the confirmation.
    await edited.getByRole("button", { name: "Verbergen" }).click();
    await expect(edited.getByText("Concept")).toBeVisible();
    await edited.getByRole("button", { name: "Verwijderen" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(newTitle);
    await checkScreen(page);
    await dialog.getByRole("button", { name: "Verwijderen" }).click();
    await expect(row(page, newTitle)).toHaveCount(0);
    // Gone for good: searched again after a reload it is not there, and the whole list still is.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Wandelingen" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Zoeken (titel of stad)" })).toHaveValue(newTitle);
    await expect(page.getByText(/laden\.\.\.$/)).toHaveCount(0);
    await expect(row(page, newTitle)).toHaveCount(0);
    await page.goto(`/admin/walks?filter=${encodeURIComponent("{}")}`);
    await expect(page.getByRole("row").nth(1)).toBeVisible();
  });

  test("a walk with a booking cannot be deleted: it offers its participants, no delete", async ({
    page,
  }, testInfo) => {
    const marker = unique(testInfo);
    const title = `E2E Geboekt ${marker}`;
    const slug = `e2e-geboekt-${marker}`.toLowerCase();
    const day = futureDay(Math.floor(Math.random() * 300));
    await createWalk(page.request, day, {
      title,
      slug,
      city: "Ede",
      address: "Planken Wambuis",
      shortDesc: "Een geboekte proefwandeling.",
      fullDesc: "Deze wandeling krijgt een boeking.",
      // Free: a booking needs no payment, so the admin can book it straight away.
      priceCents: 0,
    });
    const booked = await send(page.request, "POST", "/api/v1/bookings", { walkSlug: slug, qty: 2 });
    expect(booked.status(), await booked.text()).toBe(201);

    await page.goto(walksShowing(title));
    const walk = row(page, title);
    // One booking of two places, paid (it is free): the figures are places and add up,
    // 2 booked = 2 paid + 0 pending, 13 free = 15 − 2.
    await expect(walk.getByText("2 geboekt")).toBeVisible();
    await expect(walk.getByText("2 betaald, 0 wachtend")).toBeVisible();
    await expect(walk.getByText("13 vrij")).toBeVisible();
    await expect(walk.getByRole("link", { name: "Deelnemers" })).toBeVisible();
    await expect(walk.getByRole("button", { name: /Verwijderen|Heeft boekingen/ })).toHaveCount(0);

    // The booking shows on the dashboard too, as the admin's own.
    await page.goto("/admin/");
    const allBookings = page.getByRole("region", { name: "Alle boekingen" });
    await allBookings.scrollIntoViewIfNeeded();
    const booking = allBookings.getByRole("row").filter({ hasText: title });
    await expect(booking).toContainText("Beheerder Wandelwijs");
    await expect(booking.getByText("Betaald")).toBeVisible();
  });

  test("a walk's participants: the screen, the CSV for Excel and a print view of 25 people on one A4 page", async ({
    page,
    request,
  }, testInfo) => {
    const marker = unique(testInfo);
    const slug = `deelnemers-${marker}`.toLowerCase();
    const day = futureDay(700 + Math.floor(Math.random() * 300));
    const walkId = await createWalk(page.request, day, {
      title: `Deelnemers ${marker}`,
      slug,
      city: "Wageningen",
      address: "Grebbedijk 1",
      shortDesc: "Een wandeling met veel deelnemers.",
      fullDesc: "Vijfentwintig mensen lopen mee.",
      maxParticipants: 30,
    });
    // Names and addresses as long as people's are; the short tag keeps them apart between runs.
    const tag = Math.random().toString(36).slice(2, 7);
    for (let i = 1; i <= 25; i++) {
      const booked = await bookAsGuest(request, {
        walkSlug: slug,
        qty: 1,
        guestName: `Deelnemer ${nameOf(String(i).padStart(2, "0"))} ${nameOf(tag)}`,
        guestEmail: `deelnemer.${i}.${tag}@example.nl`,
        guestPhone: "0612345678",
      });
      expect(booked.status(), await booked.text()).toBe(201);
    }

    await page.goto(walksShowing(`Deelnemers ${marker}`));
    await row(page, `Deelnemers ${marker}`).getByRole("link", { name: "Deelnemers" }).click();
    await expect(page).toHaveURL(`/admin/walks/${walkId}/participants`);
    const table = page.getByRole("table", { name: "Deelnemers" });
    await expect(table.getByRole("row", { name: new RegExp(`Deelnemer ab ${nameOf(tag)}`) })).toBeVisible();
    await expect(table.getByRole("row", { name: /Totaal: 25 boekingen/ })).toBeVisible();
    await checkScreen(page);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "CSV downloaden" }).click()]);
    expect(download.suggestedFilename()).toBe(`deelnemers-${slug}-${day}.csv`);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.startsWith("\ufeffNaam;E-mail;Telefoon;Personen;Status;Bedrag;Cadeaubon;Geboekt op;Taal\r\n")).toBe(true);
    expect(csv.trim().split("\r\n")).toHaveLength(26);
    // A phone number stays text in a spreadsheet: its leading zero kept, no apostrophe.
    expect(csv).toContain(';"=""0612345678""";1;Betaald;');

    // At 1280 px an address wraps only at its "@" or dots, and "CSV downloaden" stays on one line.
    if (testInfo.project.name === "desktop") {
      await expect(table.locator(".email-address").first()).toBeVisible();
      const csvButton = page.getByRole("link", { name: "CSV downloaden" });
      const { height } = (await csvButton.boundingBox())!;
      expect(height, "'CSV downloaden' on one line").toBeLessThan(40);
    }

    await page.emulateMedia({ media: "print" });
    // On A4 less its margins (186 mm, about 700 px) every column is there: nothing cut off.
    await page.setViewportSize({ width: 700, height: 990 });
    const overflow = await table.evaluate((t) => t.scrollWidth - t.getBoundingClientRect().width);
    expect(overflow, "the print view's table fits the width of the page").toBeLessThanOrEqual(1);
    const right = await table.evaluate((t) => t.getBoundingClientRect().right);
    expect(right, "the table ends inside the page").toBeLessThanOrEqual(700);
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    if (process.env.E2E_KEEP_PDF) await import("node:fs/promises").then((fs) => fs.writeFile(process.env.E2E_KEEP_PDF!, pdf));
    const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages, "the print view of 25 participants fits one A4 page").toBe(1);
  });

  test("a suspicious booking is called off from the walk's participants with a reason, and its places come free", async ({
    page,
    request,
  }, testInfo) => {
    const marker = unique(testInfo);
    const slug = `verdacht-${marker}`.toLowerCase();
    const day = futureDay(400 + Math.floor(Math.random() * 300));
    const walkId = await createWalk(page.request, day, {
      title: `Verdachte boeking ${marker}`,
      slug,
      city: "Ede",
      address: "Planken Wambuis",
      shortDesc: "Een wandeling met een verdachte boeking.",
      fullDesc: "Deze wandeling krijgt een boeking die de organisatie annuleert.",
    });
    const guest = `Bot ${nameOf(marker)}`;
    const booked = await bookAsGuest(request, {
      walkSlug: slug,
      qty: 10,
      guestName: guest,
      guestEmail: `bot-${marker}@example.nl`.toLowerCase(),
      guestPhone: "0612345678",
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await page.goto(`/admin/walks/${walkId}/participants`);
    const bookingRow = page.getByRole("table", { name: "Deelnemers" }).getByRole("row").filter({ hasText: guest });
    await bookingRow.getByRole("button", { name: "Annuleren" }).click();
    const dialog = page.getByRole("dialog", { name: "Boeking annuleren?" });
    await expect(dialog.getByText(`De boeking van ${guest} voor 10 personen`)).toBeVisible();
    await dialog.getByRole("textbox", { name: /Reden/ }).fill("Tien plaatsen op een adres dat niet bestaat.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Boeking annuleren" }).click();
    await expect(page.getByText("Boeking geannuleerd")).toBeVisible();
    await expect(dialog).toBeHidden();
    // The booking no longer holds places, so it leaves the participants.
    await expect(page.getByText("Nog niemand heeft deze wandeling geboekt.")).toBeVisible();

    const walk = await (await page.request.get(`/api/v1/walks/${slug}`)).json();
    expect(walk.availableSpots).toBe(15);
  });

  test("a booking is found on the bookings screen and moved to a cheaper walk: the difference back, one mail", async ({
    page,
    request,
  }, testInfo) => {
    const marker = unique(testInfo);
    const day = futureDay(1000 + Math.floor(Math.random() * 300));
    const walk = (title: string, priceCents: number) =>
      createWalk(page.request, day, {
        title: `${title} ${marker}`,
        slug: `${title}-${marker}`.toLowerCase(),
        city: "Renkum",
        address: "Heelsumseweg 1",
        shortDesc: "Een wandeling om naartoe te verplaatsen.",
        fullDesc: "Deze wandeling krijgt een verplaatste boeking.",
        priceCents,
      });
    const fromId = await walk("Verplaats-van", 2500);
    await walk("Verplaats-naar", 2000);
    const guest = `Verhuizer ${nameOf(marker)}`;
    const email = `verhuizer-${marker}@example.nl`.toLowerCase();
    const booked = await bookAsGuest(
      request,
      { walkId: fromId, qty: 2, guestName: guest, guestEmail: email, guestPhone: "0612345678" },
      "/api/v1/payments/create-booking-payment",
    );
    expect(booked.status(), await booked.text()).toBe(201);
    const { bookingId, checkoutUrl } = (await booked.json()) as { bookingId: string; checkoutUrl: string };
    // The customer pays at the sandbox's checkout, so the refund has a paid payment to come from.
    const checkout = await page.context().newPage();
    await checkout.goto(checkoutUrl);
    await checkout.getByRole("button", { name: "Doorgaan" }).click();
    await expect(checkout).toHaveURL(/\/booking-success\?bookingId=/);
    await checkout.close();

    await page.goto("/admin/bookings");
    await expect(page.getByRole("heading", { level: 1, name: "Boekingen" })).toBeVisible();
    await page.getByRole("textbox", { name: "Zoeken (naam, e-mail, boekingsnummer)" }).fill(guest);
    await expect(page.getByRole("row")).toHaveCount(2); // the header and the one booking
    await checkScreen(page);
    await row(page, guest).getByText(guest).click();
    await expect(page.getByRole("heading", { level: 1, name: `Boeking ${bookingId.slice(0, 8).toUpperCase()}` })).toBeVisible();
    await expect(page.getByRole("table", { name: "Verstuurde mails" }).getByText("Bevestiging")).toBeVisible();
    await checkScreen(page);

    await page.getByRole("button", { name: "Verplaatsen", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Boeking verplaatsen" });
    const choice = dialog.getByRole("combobox", { name: /Nieuwe wandeling/ });
    await expect(choice).toBeEnabled();
    const target = await choice.locator("option", { hasText: `Verplaats-naar ${marker}` }).getAttribute("value");
    await choice.selectOption(target!);
    await expect(dialog.getByText(/^Terug: €\s10,00 op de rekening$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Verplaatsen", exact: true }).click();
    await expect(page.getByText("Boeking verplaatst; de klant krijgt een mail")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table", { name: "Verplaatsingen" }).getByText(new RegExp(`Verplaats-van ${marker}`))).toBeVisible();
    await expect(page.getByRole("link", { name: `Verplaats-naar ${marker}` })).toBeVisible();
    // The refund is a row written in the move's own transaction: the screen read after the move shows it.
    await expect(page.getByRole("table", { name: "Terugbetalingen" }).getByText("€ 10,00")).toBeVisible();
    await expect
      .poll(async () => {
        const mails: { to: string; subject: string }[] = await (await request.get("/api/v1/dev/mail.json")).json();
        return mails.filter((m) => m.to === email).map((m) => m.subject);
      }, { timeout: 20_000 })
      .toContain(`Je boeking is verplaatst: Verplaats-naar ${marker}`);
  });

  test("an organiser calls a walk off from its participants, and the shop shows it cancelled", async ({ page, request }, testInfo) => {
    const marker = unique(testInfo);
    const slug = `storm-${marker}`.toLowerCase();
    const day = futureDay(1000 + Math.floor(Math.random() * 300));
    const title = `Stormwandeling ${marker}`;
    const walkId = await createWalk(page.request, day, {
      title,
      slug,
      city: "Ede",
      address: "Ginkelse Heide",
      shortDesc: "Een wandeling die niet doorgaat.",
      fullDesc: "Er komt storm.",
    });
    for (const name of ["Anna", "Bert"]) {
      const booked = await bookAsGuest(request, {
        walkSlug: slug,
        qty: 2,
        guestName: `${name} ${nameOf(marker)}`,
        guestEmail: `${name}-${marker}@example.nl`.toLowerCase(),
        guestPhone: "0612345678",
      });
      expect(booked.status(), await booked.text()).toBe(201);
    }

    await page.goto(`/admin/walks/${walkId}/participants`);
    // A message: the dialog says the mail greets each person itself, warns of a second
    // greeting and shows how the first person reads it.
    await page.getByRole("button", { name: "Bericht sturen" }).click();
    const message = page.getByRole("dialog", { name: `Bericht aan de deelnemers van '${title}'` });
    await message.getByRole("textbox", { name: /Bericht/ }).fill("Beste allemaal,\nNeem een regenjas mee.");
    await expect(message.getByRole("alert")).toContainText(`de mail zet er al 'Beste Anna ${nameOf(marker)},' boven`);
    const preview = message.getByRole("region", { name: `Zo leest Anna ${nameOf(marker)} de mail` });
    await expect(preview.getByText(`Beste Anna ${nameOf(marker)},`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await message.getByRole("button", { name: "Annuleren" }).click();
    await expect(message).toHaveCount(0);
    await page.getByRole("button", { name: "Wandeling afgelasten" }).click();
    const dialog = page.getByRole("dialog", { name: `'${title}' afgelasten?` });
    await expect(dialog.getByText(/Dit annuleert 2 boekingen voor 4 personen/)).toBeVisible();
    await dialog.getByRole("textbox", { name: /Reden/ }).fill("Code oranje: storm boven de heide.");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Wandeling afgelasten" }).click();
    await expect(page.getByText("Wandeling afgelast: 2 boekingen geannuleerd, 0 boekingen met een keuze, 2 mails verstuurd")).toBeVisible();
    await expect(page.getByText("Afgelast: Code oranje: storm boven de heide.")).toBeVisible();
    // The overview stays: the cancelled bookings, with what happened to their money.
    await expect(page.getByText("De wandeling is afgelast: er staat niemand meer ingeschreven.")).toBeVisible();
    const cancelled = page.getByRole("table", { name: "Geannuleerde boekingen" });
    for (const name of ["Anna", "Bert"]) {
      const line = cancelled.getByRole("row").filter({ hasText: `${name} ${nameOf(marker)}` });
      await expect(line.getByRole("link", { name: `${name} ${nameOf(marker)}` })).toHaveAttribute("href", /\/admin\/bookings\/.+\/show$/);
      await expect(line.getByRole("cell").nth(1)).toHaveText("2");
    }
    await checkScreen(page);

    await page.goto(`/wandelingen/${slug}`);
    const booking = page.getByRole("region", { name: "Boeken" });
    await expect(booking.getByText("Code oranje: storm boven de heide.")).toBeVisible();
    await expect(booking.getByRole("button", { name: "Geannuleerd" })).toBeDisabled();
    await checkScreen(page);

    // The Logboek names the walk in a Dutch sentence, with a link to it, and the reason.
    await page.goto(`/admin/audit?filter=${encodeURIComponent(JSON.stringify({ action: "walk.call_off" }))}`);
    const entry = page.getByRole("row").filter({ hasText: `Wandeling '${title}' afgelast` });
    await expect(entry.getByRole("link", { name: title })).toHaveAttribute("href", `/admin/walks/${walkId}`);
    await expect(entry.getByText("Reden: Code oranje: storm boven de heide.")).toBeVisible();
    await checkScreen(page);
  });

  test("an organiser calls a paid walk off; one customer takes credit on a phone and spends it on another walk, one their money, and the participants page shows who chose what", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const marker = unique(testInfo);
    const day = futureDay(1400 + Math.floor(Math.random() * 300));
    const walk = (title: string) =>
      createWalk(page.request, day, {
        title: `${title} ${marker}`,
        slug: `${title}-${marker}`.toLowerCase(),
        city: "Ede",
        address: "Ginkelse Heide",
        shortDesc: "Een wandeling die niet doorgaat.",
        fullDesc: "Er komt storm.",
        priceCents: 2500,
      });
    const walkId = await walk("Afgelast");
    await walk("Uitwijk");
    const customers = ["Tegoed", "Geld"].map((who) => ({
      name: `${who} ${nameOf(marker)}`,
      email: `${who}-${marker}@example.nl`.toLowerCase(),
    }));
    for (const c of customers) {
      const booked = await bookAsGuest(
        request,
        { walkId, qty: 1, guestName: c.name, guestEmail: c.email, guestPhone: "0612345678" },
        "/api/v1/payments/create-booking-payment",
      );
      expect(booked.status(), await booked.text()).toBe(201);
      const checkout = await page.context().newPage();
      await checkout.goto(((await booked.json()) as { checkoutUrl: string }).checkoutUrl);
      await checkout.getByRole("button", { name: "Doorgaan" }).click();
      await expect(checkout).toHaveURL(/\/booking-success\?bookingId=/);
      await checkout.close();
      await mailTo(request, c.email, "Je boeking is bevestigd");
    }

    await page.goto(`/admin/walks/${walkId}/participants`);
    await page.getByRole("button", { name: "Wandeling afgelasten" }).click();
    const dialog = page.getByRole("dialog", { name: `'Afgelast ${marker}' afgelasten?` });
    await dialog.getByRole("textbox", { name: /Reden/ }).fill("Code oranje: storm boven de heide.");
    await dialog.getByRole("button", { name: "Wandeling afgelasten" }).click();
    await expect(page.getByText("Wandeling afgelast: 0 boekingen geannuleerd, 2 boekingen met een keuze, 2 mails verstuurd")).toBeVisible();

    // Each customer follows the mail's link on a phone and chooses.
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const shop = await phone.newPage();
    for (const [c, label, confirmText, done] of [
      [customers[0], /Tegoed/, "€\u00a027,50 tegoed", "Je koos voor tegoed: een cadeaubon van €\u00a027,50"],
      [customers[1], /Geld terug/, "€\u00a025,00 terug op je rekening", "Je koos voor geld terug: €\u00a025,00 komt terug op je rekening."],
    ] as const) {
      const mail = await mailTo(request, c.email, `Afgelast ${marker} gaat niet door`);
      await shop.goto(linkIn(mail, /\/boeking\/[A-Za-z0-9_-]{43}/));
      const panel = shop.getByRole("region", { name: "Deze wandeling gaat niet door" });
      await expect(panel.getByRole("radio", { name: /Tegoed/ }).locator("xpath=..")).toContainText("€\u00a027,50 tegoed");
      await expect(panel.getByRole("radio", { name: new RegExp(`Andere datum: Uitwijk ${marker}`) })).toBeVisible();
      await panel.getByRole("radio", { name: label }).check();
      await panel.getByRole("button", { name: "Kiezen" }).click();
      const confirm = shop.getByRole("dialog", { name: "Je keuze bevestigen" });
      await expect(confirm).toContainText(confirmText);
      await expectNoSeriousA11yViolations(shop);
      await confirm.getByRole("button", { name: "Ja, dit wil ik" }).click();
      await expect(panel).toContainText(done);
      await expectNoSeriousA11yViolations(shop);
    }
    const credit = await mailTo(request, customers[0].email, "Je tegoed van €\u00a027,50");
    const code = credit.text.match(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0] ?? "";
    expect(code, credit.text).not.toBe("");

    // On the same phone, the credit pays for a place on the other walk: confirmed without a checkout.
    await shop.goto(`/boeken/uitwijk-${marker}`.toLowerCase());
    await expect(shop.getByRole("heading", { level: 1, name: `Uitwijk ${marker}` })).toBeVisible();
    await shop.getByLabel("Naam").fill(customers[0].name);
    await shop.getByLabel("E-mailadres").fill(customers[0].email);
    await shop.getByLabel("Telefoonnummer").fill("+31 6 12345678");
    await shop.getByLabel("Cadeauboncode").fill(code);
    await shop.getByRole("button", { name: "Controleer" }).click();
    await expect(shop.getByText("Cadeaubon geldig.")).toBeVisible();
    await expect(shop.getByText("Je cadeaubon betaalt €\u00a025,00 van deze boeking.")).toBeVisible();
    await expectNoSeriousA11yViolations(shop);
    await shop.getByRole("button", { name: "Boeking bevestigen, betaald met je cadeaubon" }).click();
    await expect(shop).toHaveURL(/\/booking\/complete\/[0-9a-f-]{36}$/);
    await expect(shop.getByRole("heading", { level: 1, name: "Betaald met je cadeaubon: je boeking is bevestigd!" })).toBeVisible();
    await mailTo(request, customers[0].email, `Je boeking is bevestigd: Uitwijk ${marker}`);
    // What is left of the credit stays on it.
    const left = await send(page.request, "POST", "/api/v1/vouchers/redeem", { code });
    expect(left.status(), await left.text()).toBe(200);
    expect(((await left.json()) as { remainingCents: number }).remainingCents).toBe(250);
    await phone.close();

    await page.reload();
    const choices = page.getByRole("table", { name: "Keuzes na de annulering" });
    await expect(choices.getByRole("row").filter({ hasText: customers[0].name })).toContainText("Tegoed: €\u00a027,50");
    await expect(choices.getByRole("row").filter({ hasText: customers[1].name })).toContainText("Geld terug");
    await expect(page.getByText("0 nog open, 1 geld terug, 1 tegoed, 0 andere datum")).toBeVisible();
    await checkScreen(page);
  });

  test("a user is created and edited, their role toggled; one's own row is '(Jij)' and cannot be changed", async ({
    page,
  }, testInfo) => {
    const marker = unique(testInfo);
    const email = `e2e-gebruiker-${marker}@example.nl`;
    const name = `Gebruiker ${nameOf(marker)}`;

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
    const own = row(page, ADMIN.email);
    await expect(own.getByText("(Jij)")).toBeVisible();
    await expect(own.getByText("Kan jezelf niet wijzigen")).toBeVisible();
    await expect(own.getByRole("button")).toHaveCount(0);
    await checkScreen(page);

    await page.getByRole("link", { name: "Toevoegen" }).click();
    await expect(page).toHaveURL("/admin/users/new");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Naam is verplicht")).toBeVisible();
    await expect(page.getByText("Wachtwoord is verplicht")).toBeVisible();
    await field(page, "Naam").fill(name);
    await field(page, "E-mailadres").fill(email);
    await field(page, "Telefoonnummer").fill("06 123");
    await field(page, "Wachtwoord").fill("Verwonder!2026");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Voer een geldig Nederlands telefoonnummer in")).toBeVisible();
    await checkScreen(page);
    await field(page, "Telefoonnummer").fill("06-12345678");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();

    await expect(page).toHaveURL("/admin/users");
    const user = row(page, email);
    await expect(user).toContainText(name);
    await expect(user).toContainText("Gebruiker");
    await expect(user.getByText("(Jij)")).toHaveCount(0);

    // The same address twice is refused on the e-mail field.
    await page.goto("/admin/users/new");
    await field(page, "Naam").fill(name);
    await field(page, "E-mailadres").fill(email);
    await field(page, "Wachtwoord").fill("Verwonder!2026");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Dit e-mailadres is al in gebruik")).toBeVisible();
    await expect(field(page, "E-mailadres")).toHaveAttribute("aria-invalid", "true");

    // Toggle the role from the list, both ways.
    await page.goto("/admin/users");
    await row(page, email).getByRole("button", { name: "Maak beheerder" }).click();
    const promote = page.getByRole("dialog", { name: "Beheerder maken" });
    await expect(promote).toContainText(email);
    await expectNoSeriousA11yViolations(page);
    await promote.getByRole("button", { name: "Maak beheerder" }).click();
    await expect(row(page, email)).toContainText("Beheerder");
    await row(page, email).getByRole("button", { name: "Maak gebruiker" }).click();
    await page.getByRole("dialog", { name: "Gebruiker maken" }).getByRole("button", { name: "Maak gebruiker" }).click();
    await expect(row(page, email).getByRole("button", { name: "Maak beheerder" })).toBeVisible();

    // Edit: the account panel, an unchanged password left alone.
    await row(page, email).getByRole("link", { name: "Bewerken" }).click();
    await expect(page.getByRole("region", { name: "Accountinformatie" })).toBeVisible();
    await expect(field(page, "Naam")).toHaveValue(name);
    await checkScreen(page);
    await field(page, "Naam").fill(`${name} B.`);
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page).toHaveURL("/admin/users");
    await expect(row(page, email)).toContainText(`${name} B.`);

    // Delete after the confirmation.
    await row(page, email).getByRole("button", { name: "Verwijderen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(row(page, email)).toHaveCount(0);
  });

  test("a party request is taken in hand and then handled, each with its toast", async ({ page }, testInfo) => {
    const marker = unique(testInfo);
    const name = `Feest ${nameOf(marker)}`;
    const message = `Een verjaardag met 8 mensen. ${"Wij houden van wandelen en nadenken. ".repeat(6)}`;
    const sent = await send(page.request, "POST", "/api/v1/feest", {
      name,
      email: `feest-${marker}@example.nl`,
      phone: "0612345678",
      message,
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await page.goto("/admin/feest-requests");
    await expect(page.getByRole("heading", { level: 1, name: "Feestaanvragen" })).toBeVisible();
    const request = row(page, name);
    await expect(request.getByText("Nieuw")).toBeVisible();
    // The message is cut at 150 characters.
    await expect(request).toContainText(`${message.slice(0, 150)}…`);
    await checkScreen(page);

    await request.getByRole("button", { name: "In behandeling" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Status bijgewerkt" });
    await expect(toast).toContainText("Aanvraag in behandeling genomen");
    await checkToast(page, toast);
    await expect(request.getByRole("button", { name: "In behandeling" })).toHaveCount(0);
    await expect(request.getByText("In behandeling")).toBeVisible();
    // The toast closes itself after 3 seconds.
    await expect(toast).toHaveCount(0, { timeout: 6000 });

    await request.getByRole("button", { name: "Afgehandeld" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status bijgewerkt" })).toContainText("Aanvraag afgehandeld");
    await expect(request.getByText("Afgehandeld")).toBeVisible();
    await expect(request.getByRole("button")).toHaveCount(0);
  });

  test("a custom-walk request moves from NEW to IN_PROGRESS to COMPLETED, with the toasts", async ({ page }, testInfo) => {
    const marker = unique(testInfo);
    const contact = `Maatwerk ${nameOf(marker)}`;
    const sent = await send(page.request, "POST", "/api/v1/custom-walks", {
      companyName: `Bedrijf ${marker}`,
      contactName: contact,
      contactEmail: `maatwerk-${marker}@example.nl`,
      contactPhone: "0612345678",
      participantCount: 12,
      preferredDates: "Een vrijdag in juni",
      preferredLocation: "Veluwe",
      walkTheme: "Samenwerken",
      duration: "half-day",
      budget: "€ 1500",
      additionalRequests: "Graag met lunch",
      hasAccessibilityNeeds: true,
      accessibilityDetails: "Eén deelnemer loopt met een rollator",
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    await page.goto("/admin/custom-walks");
    await expect(page.getByRole("heading", { level: 1, name: "Maatwerkaanvragen" })).toBeVisible();
    const request = row(page, contact);
    await expect(request).toContainText("Halve dag (4 uur)");
    await expect(request).toContainText("12");
    await expect(request).toContainText("Eén deelnemer loopt met een rollator");
    await expect(request.getByText("Nieuw")).toBeVisible();
    await expect(request.getByRole("button", { name: "Annuleren" })).toBeVisible();
    await expect(request.getByRole("button", { name: "Afgehandeld" })).toHaveCount(0);
    await checkScreen(page);

    await request.getByRole("button", { name: "In behandeling" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Status bijgewerkt" })).toContainText(
      "Verzoek status is succesvol bijgewerkt",
    );
    await expect(request.getByText("In behandeling")).toBeVisible();

    await request.getByRole("button", { name: "Afgehandeld" }).click();
    await expect(request.getByText("Afgehandeld")).toBeVisible();
    await expect(request.getByRole("button", { name: "Annuleren" })).toBeVisible();
    await expect(request.getByRole("button", { name: "Afgehandeld" })).toHaveCount(0);
    await expect(request.getByRole("button", { name: "In behandeling" })).toHaveCount(0);
  });

  test("the vouchers list loads, read-only, with display statuses and no code or hash", async ({ page }) => {
    await page.goto("/admin/vouchers");
    await expect(page.getByRole("heading", { level: 1, name: "Cadeaubonnen" })).toBeVisible();
    await expect(page.getByText("Fout bij het laden van cadeaubonnen")).toHaveCount(0);
    for (const header of ["Waarde", "Resterend", "Status", "Koper", "Boekingen"]) {
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    }
    // The code is kept only as a hash, which no one can read: neither is shown.
    await expect(page.getByRole("columnheader", { name: "Code" })).toHaveCount(0);
    const voucher = page.getByRole("row").nth(1);
    await expect(voucher.locator("code")).toHaveCount(0);
    await expect(voucher.getByText(/^(Actief|Gedeeltelijk gebruikt|Gebruikt)$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Toevoegen" })).toHaveCount(0);
    await checkScreen(page);
  });

  test("the export downloads database-export-YYYY-MM-DD.sql, a pg_dump", async ({ page }) => {
    await page.goto("/admin/");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Database exporteren" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^database-export-\d{4}-\d{2}-\d{2}\.sql$/);
    const dump = await readFile((await download.path())!, "utf8");
    expect(dump.startsWith("--")).toBe(true);
    expect(dump).toContain("PostgreSQL database dump");
    expect(dump).toMatch(/CREATE TABLE [\w.]*walks/);
  });

  test("an organiser uploads a cover image on the walk form and the shop shows it, sized, on the card and the walk page", async ({
    page,
  }, testInfo) => {
    const marker = unique(testInfo);
    const title = `Met foto ${marker}`;
    const slug = `met-foto-${marker}`.toLowerCase();
    const walkId = await createWalk(page.request, futureDay(1100 + Math.floor(Math.random() * 300)), {
      title,
      slug,
      city: "Renkum",
      address: "Heelsumseweg 1",
      shortDesc: "Een wandeling met een foto.",
      fullDesc: "De foto is van het bos.",
    });

    await page.goto(`/admin/walks/${walkId}/edit`);
    // An edit typed before the upload stays, and saves after it.
    await field(page, "Korte beschrijving").fill("Een wandeling met een foto van beuken.");
    const panel = page.getByRole("region", { name: "Omslagafbeelding" });
    await expect(panel.getByText("Deze wandeling heeft nog geen afbeelding.")).toBeVisible();
    await panel.getByLabel("Afbeelding kiezen").setInputFiles(join(import.meta.dirname, "fixtures", "bos-met-gps.jpg"));
    await expect(panel.getByRole("img", { name: "Voorbeeld van de gekozen afbeelding" })).toBeVisible();
    await panel.getByLabel("Beschrijving (alt-tekst)").fill("Beuken in de ochtendmist");
    await panel.getByRole("button", { name: "Afbeelding opslaan" }).click();
    const current = panel.getByRole("img", { name: "Beuken in de ochtendmist" });
    await expect(current).toBeVisible();
    await expect(current).toHaveJSProperty("complete", true);
    expect(await current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await checkScreen(page);
    await expect(field(page, "Korte beschrijving")).toHaveValue("Een wandeling met een foto van beuken.");
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(page.getByText("Wandeling opgeslagen")).toBeVisible();

    // The overview: the card's image has its size set, so it takes its place before it loads.
    await page.goto("/");
    const card = page.getByRole("article").filter({ hasText: title });
    const cardImage = card.getByRole("img", { name: "Beuken in de ochtendmist" });
    await expect(cardImage).toHaveAttribute("width", "1200");
    await expect(cardImage).toHaveAttribute("height", "800");
    await expect(cardImage).toHaveAttribute("srcset", /\/media\/[0-9a-f]{20}-480\.webp 480w, \/media\/[0-9a-f]{20}-960\.webp 960w$/);
    await expect(cardImage).toHaveAttribute("sizes", /.+/);
    const boxBefore = await cardImage.boundingBox();
    await cardImage.scrollIntoViewIfNeeded();
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const boxAfter = await cardImage.boundingBox();
    expect(boxAfter?.height, "the card's image kept its height while it loaded").toBeCloseTo(boxBefore?.height ?? 0, 0);
    await expectNoSeriousA11yViolations(page);

    // The walk page shows it too, and names it as the page's link-preview image.
    await page.goto(`/wandelingen/${slug}`);
    const pageImage = page.getByRole("img", { name: "Beuken in de ochtendmist" });
    await expect(pageImage).not.toHaveAttribute("loading", "lazy");
    await expect.poll(() => pageImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/[0-9a-f]{20}-960\.jpg$/);
    const served = await page.request.get((await pageImage.getAttribute("src"))!);
    expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    await expectNoSeriousA11yViolations(page);
  });

});

test.describe("every back-office screen", () => {
  // Signed in through the API: the form's sign-in is the other tests' (and accounts') part.
  test.beforeEach(async ({ page }) => {
    const signedIn = await send(page.request, "POST", "/api/v1/auth/login", ADMIN);
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  });

  // One test per screen: each is short, and the two workers share them.
  for (const [path, heading] of [
    ["/admin/", "Dashboard"],
    ["/admin/walks", "Wandelingen"],
    ["/admin/walks/new", "Wandeling toevoegen"],
    ["/admin/bookings", "Boekingen"],
    ["/admin/users", "Gebruikers"],
    ["/admin/users/new", "Gebruiker toevoegen"],
    ["/admin/vouchers", "Cadeaubonnen"],
    ["/admin/feest-requests", "Feestaanvragen"],
    ["/admin/custom-walks", "Maatwerkaanvragen"],
    ["/admin/audit", "Logboek"],
    // A walk's own screens, which the flows above (on a desktop) reach by clicking.
    ["/admin/walks/:walk", "Wandeling"],
    ["/admin/walks/:walk/participants", "Deelnemers:"],
  ]) {
    test(`${path} passes axe and fits the viewport`, async ({ page }, testInfo) => {
      let screen = path;
      if (path === "/admin/audit" || path.includes(":walk")) {
        // A walk of its own; for the Logboek, a line, so its table is measured with something in it.
        const marker = unique(testInfo);
        const walkId = await createWalk(page.request, futureDay(1400), {
          title: `Schermwandeling ${marker}`,
          slug: `scherm-${marker}`.toLowerCase(),
          city: "Wageningen",
          address: "Grebbedijk 1",
          shortDesc: "Kort.",
          fullDesc: "Lang.",
          published: false,
        });
        screen = path.replace(":walk", walkId);
      }
      await page.goto(screen);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/laden\.\.\.$/)).toHaveCount(0);
      await checkScreen(page);
      if (path === "/admin/audit") {
        // The Logboek's table fits its card: nothing to scroll sideways inside it either.
        const overflow = await page.locator("main .MuiPaper-root").evaluateAll((ps) => Math.max(0, ...ps.map((p) => p.scrollWidth - p.clientWidth)));
        expect(overflow, `${path}: a card scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }
});
