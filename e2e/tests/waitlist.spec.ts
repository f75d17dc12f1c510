import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { checkPage } from "./axe";
import { linkIn, mailTo, send } from "./mailbox";
import { ADMIN, createWalk, unique } from "./organiser";

// The waiting list: a full walk takes an entry instead of turning the visitor away; a
// cancellation frees places; the offer job mails the next in line, and the offer's link
// opens the booking form filled in, with the places held, and books them.

/** fullWalk has the organisers publish a free walk for 2 whose places a guest (first) takes. */
async function fullWalk(admin: APIRequestContext, guest: APIRequestContext, marker: string) {
  const slug = `wachtlijst-${marker}`;
  const title = `Wachtlijstwandeling ${marker}`;
  const first = `eerste-${marker}@example.nl`;
  expect((await send(admin, "POST", "/api/v1/auth/login", ADMIN)).status()).toBe(200);
  const day = new Date(Date.now() + (60 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
  await createWalk(admin, day, { title, slug, shortDesc: "Een kleine wandeling.", fullDesc: "Twee mensen lopen mee.", maxParticipants: 2 });
  const booked = await send(guest, "POST", "/api/v1/bookings", {
    walkSlug: slug,
    qty: 2,
    guestName: "Eerste Gast",
    guestEmail: first,
    guestPhone: "+31 6 12345678",
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { slug, title, first };
}

/** signUp fills in the waiting-list panel of a full walk's booking page and sends it. */
async function signUp(page: Page, who: { name: string; email: string; qty: string }) {
  const panel = page.getByRole("region", { name: "Zet me op de wachtlijst" });
  await panel.getByRole("combobox", { name: "Met hoeveel personen?" }).selectOption(who.qty);
  await panel.getByLabel("Naam").fill(who.name);
  await panel.getByLabel("E-mailadres").fill(who.email);
  await panel.getByLabel("Telefoonnummer").fill("+31 6 87654321");
  await panel.getByRole("button", { name: "Zet me op de wachtlijst" }).click();
  return panel;
}

test("a full walk takes a waiting-list entry; a cancellation frees places and the offer's link books them", { tag: "@shop-flow" }, async ({
  page,
  request,
}, testInfo) => {
  const marker = unique(testInfo);
  const { slug, title, first } = await fullWalk(request, page.request, marker);
  const waiting = `wachtend-${marker}@example.nl`;

  // The booking page of the full walk offers the waiting list.
  await page.goto(`/boeken/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Deze wandeling is volgeboekt/)).toBeVisible();
  const panel = page.getByRole("region", { name: "Zet me op de wachtlijst" });
  await panel.getByRole("combobox", { name: "Met hoeveel personen?" }).selectOption("2");
  await panel.getByLabel("Naam").fill("Wachtende Wandelaar");
  await panel.getByLabel("E-mailadres").fill(waiting);
  await panel.getByLabel("Telefoonnummer").fill("+31 6 87654321");
  await checkPage(page);
  await panel.getByRole("button", { name: "Zet me op de wachtlijst" }).click();
  await expect(panel.getByRole("status")).toContainText("Je staat op de wachtlijst");
  await checkPage(page);
  await mailTo(request, waiting, `Je staat op de wachtlijst: ${title}`);

  // The first guest cancels by the link in their confirmation; the offer job runs.
  const confirmation = await mailTo(request, first, `Je boeking is bevestigd: ${title}`);
  const manage = linkIn(confirmation, /\/boeking\/[A-Za-z0-9_-]{43}/).replace("/boeking/", "/api/v1/manage/");
  expect((await send(page.request, "POST", `${manage}/cancel`)).status()).toBe(200);
  expect((await send(page.request, "POST", "/api/v1/dev/jobs/waitlist_offers/run")).status()).toBe(200);

  // The offer's link opens the form filled in, with the places held, and books them.
  const offer = await mailTo(request, waiting, `Er is plaats voor je: ${title}`);
  await page.goto(linkIn(offer, /\/boeken\/[a-z0-9-]+\?aanbod=[A-Za-z0-9_-]{43}/));
  await expect(page.getByText(/Er is plaats voor je: we houden 2 plaatsen voor je vast tot/)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Aantal personen" })).toHaveValue("2");
  await expect(page.getByLabel("Naam")).toHaveValue("Wachtende Wandelaar");
  await expect(page.getByLabel("E-mailadres")).toHaveValue(waiting);
  await checkPage(page);
  await page.getByRole("button", { name: "Gratis boeking bevestigen" }).click();
  await expect(page).toHaveURL(/\/booking\/complete\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Je gratis boeking is bevestigd!" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Gegevens van je boeking" })).toContainText("2 personen");

  // The link in every waiting-list mail shows where the entry stands; a booked one cannot leave.
  await page.goto(linkIn(offer, /\/wachtlijst\/[A-Za-z0-9_-]{43}/));
  await expect(page.getByRole("heading", { level: 1, name: "Je hebt geboekt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Afmelden voor de wachtlijst" })).toHaveCount(0);
  await checkPage(page);
});

test("someone on the waiting list leaves by the link in their mail, and joins again by it", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const marker = unique(testInfo);
  const email = `afmelden-${marker}@example.nl`;
  // The demo data's walk 11 days ahead has 12 places; 10 are booked, so a party of 4 waits.
  const slug = "bijna-vol-uiterwaarden";
  const joined = await send(page.request, "POST", `/api/v1/walks/${slug}/waitlist`, {
    name: "Afmelder",
    email,
    phone: "+31 6 12345678",
    qty: 4,
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const mail = await mailTo(request, email, "Je staat op de wachtlijst");
  await page.goto(linkIn(mail, /\/wachtlijst\/[A-Za-z0-9_-]{43}/));
  await expect(page.getByRole("heading", { level: 1, name: "Je staat op de wachtlijst" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Je aanmelding" })).toContainText("4 personen");
  await checkPage(page);
  await page.getByRole("button", { name: "Afmelden voor de wachtlijst" }).click();
  await expect(page.getByRole("status")).toContainText("Je staat niet meer op de wachtlijst.");
  await expect(page.getByRole("heading", { level: 1, name: "Je staat niet meer op de wachtlijst" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Afmelden voor de wachtlijst" })).toHaveCount(0);
  await checkPage(page);

  // Only the entry's own link puts it back on the list, at the end, for the same party.
  await page.getByRole("button", { name: "Zet me weer op de wachtlijst" }).click();
  await expect(page.getByRole("status")).toContainText("Je staat weer op de wachtlijst.");
  await expect(page.getByRole("heading", { level: 1, name: "Je staat op de wachtlijst" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Je aanmelding" })).toContainText("4 personen");
});

test("a signup with an address already on the list changes nothing there and mails its owner the link; a name must be a name", {
  tag: "@shop-flow",
}, async ({ page, request }, testInfo) => {
  const marker = unique(testInfo);
  const { slug, title } = await fullWalk(request, page.request, marker);
  const owner = `eigenaar-${marker}@example.nl`;
  await page.goto(`/boeken/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const panel = await signUp(page, { name: "Echte Eigenaar", email: owner, qty: "2" });
  await expect(panel.getByRole("status")).toContainText("Je staat op de wachtlijst");
  await mailTo(request, owner, `Je staat op de wachtlijst: ${title}`);

  // A name that turns the text around is refused in the browser, before anything is sent.
  await page.goto(`/boeken/${slug}`);
  const refused = await signUp(page, { name: "Indringer \u202Eseirv", email: `ander-${marker}@example.nl`, qty: "1" });
  await expect(refused.getByText("Gebruik in een naam alleen letters, spaties en ' - .")).toBeVisible();
  await checkPage(page);

  // Someone else signs up with the owner's address: it answers as if it worked, changes nothing.
  await page.goto(`/boeken/${slug}`);
  const again = await signUp(page, { name: "Indringer", email: owner.toUpperCase(), qty: "1" });
  await expect(again.getByRole("status")).toContainText("Je staat op de wachtlijst");
  const link = await mailTo(request, owner, `Je inschrijving op de wachtlijst: ${title}`);
  expect(link.text).not.toContain("Indringer");
  await page.goto(linkIn(link, /\/wachtlijst\/[A-Za-z0-9_-]{43}/));
  await expect(page.getByRole("heading", { level: 1, name: "Je staat op de wachtlijst" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Je aanmelding" })).toContainText("2 personen");
  await expect(page.getByRole("region", { name: "Je aanmelding" })).toContainText("Echte Eigenaar");
  await checkPage(page);
});
