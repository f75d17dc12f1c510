import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { checkPage } from "./axe";
import { linkIn, mailTo, send } from "./mailbox";
import { ADMIN, createWalk, unique } from "./organiser";

// What customers see around a booking: a full walk leads to its waiting list, a
// called-off walk says so at the top, a form's answer takes focus where it can be seen,
// lowering the party asks first and shows the refund, a late booking is warned, a used
// offer leads to its booking, and the payment and voucher words say what happened.

const DAY = 86_400_000;

interface NewWalk {
  marker: string;
  daysAhead?: number;
  priceCents?: number;
  minParticipants?: number;
  maxParticipants?: number;
}

/** publishWalk has the organisers publish a walk of their own for one test, and returns its id, slug and title. */
async function publishWalk(admin: APIRequestContext, w: NewWalk) {
  const slug = `ronde2-${w.marker}`;
  const title = `Wandeling ronde twee ${w.marker}`;
  expect((await send(admin, "POST", "/api/v1/auth/login", ADMIN)).status()).toBe(200);
  const days = w.daysAhead ?? 60 + Math.floor(Math.random() * 300);
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const id = await createWalk(admin, day, {
    title,
    slug,
    priceCents: w.priceCents ?? 0,
    minParticipants: w.minParticipants ?? 1,
    maxParticipants: w.maxParticipants ?? 10,
  });
  return { id, slug, title };
}

/** guestBooking books qty places of a free walk as a guest through the API. */
async function guestBooking(guest: APIRequestContext, slug: string, qty: number, email: string) {
  const booked = await send(guest, "POST", "/api/v1/bookings", {
    walkSlug: slug,
    qty,
    guestName: "Gast Wandelaar",
    guestEmail: email,
    guestPhone: "+31 6 12345678",
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

/** expectFocusedInView checks that the message has focus and can be seen without scrolling. */
async function expectFocusedInView(message: Locator) {
  await expect(message).toBeFocused();
  await expect(message).toBeInViewport();
}

/** payOnCheckout picks the outcome on the sandbox's checkout page and returns to the shop. */
async function payOnCheckout(page: Page, outcome: "Betaald" | "Mislukt" | "Geannuleerd") {
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await page.getByLabel(outcome, { exact: true }).check();
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page).toHaveURL(/\/booking-success\?bookingId=[0-9a-f-]{36}$/);
}

/** bookPaidAsGuest fills the booking form of a paid walk as a visitor and goes to the checkout. */
async function bookPaidAsGuest(page: Page, slug: string, email: string, persons: number) {
  await page.goto(`/boeken/${slug}`);
  await page.getByRole("combobox", { name: "Aantal personen" }).selectOption(String(persons));
  await page.getByLabel("Naam").fill("Wandelaar Ronde Twee");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
}

test("a full walk says 'Zet me op de wachtlijst' where 'Boeken' was, and leads straight to the sign-up", async ({ page, request }, testInfo) => {
  const marker = unique(testInfo);
  const walk = await publishWalk(request, { marker, maxParticipants: 2 });
  await guestBooking(page.request, walk.slug, 2, `vol-${marker}@example.nl`);

  await page.goto(`/wandelingen/${walk.slug}`);
  const booking = page.getByRole("region", { name: "Boeken" });
  await expect(booking.getByText("Volgeboekt")).toBeVisible();
  await expect(page.getByRole("button", { name: "Volgeboekt" })).toHaveCount(0);
  await checkPage(page);
  await booking.getByRole("link", { name: /^Zet me op de wachtlijst/ }).click();

  await expect(page).toHaveURL(new RegExp(`/boeken/${walk.slug}$`));
  await expect(page.getByText(/Deze wandeling is volgeboekt/)).toBeVisible();
  // No booking form that cannot book: the sign-up is the page's form.
  await expect(page.getByRole("form", { name: "Boekingsformulier" })).toHaveCount(0);
  const panel = page.getByRole("region", { name: "Zet me op de wachtlijst" });
  await panel.getByRole("combobox", { name: "Met hoeveel personen?" }).selectOption("2");
  await panel.getByLabel("Naam").fill("Wachtende Wandelaar");
  await panel.getByLabel("E-mailadres").fill(`wacht-${marker}@example.nl`);
  await panel.getByLabel("Telefoonnummer").fill("+31 6 87654321");
  await checkPage(page);
  await panel.getByRole("button", { name: "Zet me op de wachtlijst" }).click();

  const answer = panel.getByRole("status");
  await expect(answer).toContainText("Je staat op de wachtlijst");
  await expectFocusedInView(answer);
  await checkPage(page);
});

test("a called-off walk puts the news and its reason at the top, and hides what no longer applies", async ({ page, request }, testInfo) => {
  const marker = unique(testInfo);
  const walk = await publishWalk(request, { marker, minParticipants: 4 });
  const called = await send(request, "POST", `/api/v1/walks/admin/${walk.id}/call-off`, { reason: "Storm: het bos is gesloten.", message: "" });
  expect(called.status(), await called.text()).toBe(200);

  await page.goto(`/wandelingen/${walk.slug}`);
  const news = page.getByRole("region", { name: "Deze wandeling gaat niet door" });
  await expect(news).toContainText("Storm: het bos is gesloten.");
  await expect(news).toContainText("Boeken kan niet meer.");
  // At the top: seen without scrolling.
  await expect(news).toBeInViewport();
  await expect(page.getByText("De wandeling gaat door bij elk weer.")).toHaveCount(0);
  await expect(page.getByText("Gaat door vanaf 4 deelnemers")).toHaveCount(0);
  await expect(page.getByText(/Kosteloos annuleren/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Boeken|wachtlijst/ })).toHaveCount(0);
  await checkPage(page);
});

test("lowering the party asks first with the amount back, then shows the refund and its state", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const marker = unique(testInfo);
  const walk = await publishWalk(request, { marker, priceCents: 1500 });
  const email = `minder-${marker}@example.nl`;
  await bookPaidAsGuest(page, walk.slug, email, 3);
  await payOnCheckout(page, "Betaald");
  await expect(page.getByRole("heading", { level: 1, name: "Betaling succesvol!" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: "Status" })).toContainText("BetaalstatusBetaald");

  const confirmation = await mailTo(request, email, `Je boeking is bevestigd: ${walk.title}`);
  await page.goto(linkIn(confirmation, /\/boeking\/[A-Za-z0-9_-]{43}/));
  await page.getByRole("combobox", { name: "Minder personen" }).selectOption("1");
  await page.getByRole("button", { name: "Aantal wijzigen" }).click();

  const dialog = page.getByRole("dialog", { name: "Minder personen" });
  await expect(dialog).toContainText("Wil je je boeking wijzigen van 3 personen naar 1 persoon?");
  await expect(dialog).toContainText("Je krijgt € 30,00 terug op je rekening.");
  await checkPage(page);
  await dialog.getByRole("button", { name: "Ja, wijzigen" }).click();

  const answer = page.getByRole("status").filter({ hasText: "Je boeking is gewijzigd naar 1 persoon" });
  await expectFocusedInView(answer);
  await expect(page.getByRole("region", { name: "Gegevens van je boeking" })).toContainText("1 persoon");
  await expect(page.getByRole("region", { name: "Terugbetalingen" })).toContainText(/€\s30,00 terug op je rekening: /);
  await checkPage(page);
});

test("a booking inside the cancel deadline is warned before, and its mail promises no cancel", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const marker = unique(testInfo);
  const walk = await publishWalk(request, { marker, daysAhead: 2 });
  const email = `laat-${marker}@example.nl`;

  await page.goto(`/wandelingen/${walk.slug}`);
  await expect(page.getByRole("region", { name: "Boekingsinformatie" })).toContainText("na het boeken kun je niet meer annuleren");
  await expect(page.getByText(/Kosteloos annuleren/)).toHaveCount(0);

  await page.goto(`/boeken/${walk.slug}`);
  const form = page.getByRole("form", { name: "Boekingsformulier" });
  await expect(form.getByRole("note")).toContainText("Let op: deze wandeling begint binnen 4 dagen.");
  await expect(page.getByRole("complementary", { name: "Goed om te weten" })).not.toContainText("Annuleren kan tot");
  await page.getByLabel("Naam").fill("Late Wandelaar");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  await checkPage(page);
  await page.getByRole("button", { name: "Gratis boeking bevestigen" }).click();
  await expect(page).toHaveURL(/\/booking\/complete\/[0-9a-f-]{36}$/);

  const mail = await mailTo(request, email, `Je boeking is bevestigd: ${walk.title}`);
  expect(mail.text).not.toContain("Kosteloos annuleren");
  expect(mail.text).not.toContain("annuleren of wijzigen");
  expect(mail.text).toContain("annuleren of minder personen kan niet meer");
});

test("a used offer link says 'Je hebt al geboekt' and leads to the booking", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const marker = unique(testInfo);
  const walk = await publishWalk(request, { marker, maxParticipants: 2 });
  const first = `eerste-${marker}@example.nl`;
  const waiting = `wachtend-${marker}@example.nl`;
  await guestBooking(page.request, walk.slug, 2, first);
  const joined = await send(page.request, "POST", `/api/v1/walks/${walk.slug}/waitlist`, { name: "Wachtende", email: waiting, phone: "+31 6 87654321", qty: 1 });
  expect(joined.status(), await joined.text()).toBe(201);

  const confirmation = await mailTo(request, first, `Je boeking is bevestigd: ${walk.title}`);
  const manage = linkIn(confirmation, /\/boeking\/[A-Za-z0-9_-]{43}/).replace("/boeking/", "/api/v1/manage/");
  expect((await send(page.request, "POST", `${manage}/cancel`)).status()).toBe(200);
  expect((await send(page.request, "POST", "/api/v1/dev/jobs/waitlist_offers/run")).status()).toBe(200);
  const offer = linkIn(await mailTo(request, waiting, `Er is plaats voor je: ${walk.title}`), /\/boeken\/[a-z0-9-]+\?aanbod=[A-Za-z0-9_-]{43}/);

  await page.goto(offer);
  await page.getByRole("button", { name: "Gratis boeking bevestigen" }).click();
  await expect(page).toHaveURL(/\/booking\/complete\/[0-9a-f-]{36}$/);
  const bookingPath = new URL(page.url()).pathname;

  // The same link once more: no failure, no new sign-up form, but the way to the booking.
  await page.goto(offer);
  await expect(page.getByText("Je hebt al geboekt: met dit aanbod van de wachtlijst heb je 1 persoon geboekt.")).toBeVisible();
  await expect(page.getByText(/verlopen of al gebruikt/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Zet me op de wachtlijst" })).toHaveCount(0);
  await checkPage(page);
  await page.getByRole("link", { name: "Bekijk je boeking" }).click();
  await expect(page).toHaveURL(new RegExp(`${bookingPath}$`));
});

test("an aborted payment says so, without bank advice, and the booking is not confirmed", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const marker = unique(testInfo);
  const walk = await publishWalk(request, { marker, priceCents: 1500 });
  await bookPaidAsGuest(page, walk.slug, `afgebroken-${marker}@example.nl`, 1);
  await payOnCheckout(page, "Geannuleerd");

  await expect(page.getByRole("heading", { level: 1, name: "Betaling niet gelukt" })).toBeVisible({ timeout: 20_000 });
  const status = page.getByRole("region", { name: "Status" });
  await expect(status).toContainText("BetaalstatusAfgebroken");
  await expect(status).toContainText("BoekingsstatusNiet bevestigd: betaling afgebroken");
  const whatNow = page.getByRole("region", { name: "Wat nu?" });
  await expect(whatNow).toContainText("er is niets afgeschreven");
  await expect(whatNow).not.toContainText("saldo");
  await checkPage(page);
});

test("a free walk has no voucher box", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const walk = await publishWalk(request, { marker: unique(testInfo) });
  await page.goto(`/boeken/${walk.slug}`);
  await expect(page.getByRole("button", { name: "Gratis boeking bevestigen" })).toBeVisible();
  await expect(page.getByLabel(/Cadeauboncode/)).toHaveCount(0);
  await checkPage(page);
});
