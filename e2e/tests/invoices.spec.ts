import { expect, test } from "@playwright/test";
import { checkPage, expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";
import { linkIn, mailTo, send, uniqueEmail } from "./mailbox";
import { ADMIN } from "./organiser";
import { pdfText } from "./pdf";

// Invoices: a customer who asks for one gets it with the confirmation and downloads it from
// the booking's own page; the organisers download it from "Facturen". The PDF's text is
// read back: number, buyer and totals are the database's.

// The demo data (platform/devseed) seeds this walk 23 days ahead, € 25 a person, with room.
const WALK = { slug: "avondwandeling-vriendschap", title: "Avondwandeling over vriendschap" };

/** expectInvoice checks the text of an invoice of three places of € 25 for company. */
function expectInvoice(text: string, number: string, company: string) {
  for (const want of [
    "Factuur",
    number,
    company,
    "Laan 2, 6711 AB Ede",
    "NL123456789B01",
    "Wandelwijs",
    "Bosrandweg 1, 6701 AA Wageningen",
    "KvK 12345678",
    "€ 25,00",
    "Totaal excl. btw 21%",
    "€ 61,98",
    "Btw 21%",
    "€ 13,02",
    "€ 75,00",
  ]) {
    expect(text, `the PDF says ${want}`).toContain(want);
  }
}

test("a customer asks for an invoice and downloads it from the booking's page", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "factuur");
  const company = `Bos en Co ${testInfo.project.name}`;
  await page.goto(`/boeken/${WALK.slug}`);
  await page.getByRole("combobox", { name: "Aantal personen" }).selectOption("3");
  await page.getByLabel("Naam").fill("Fien Factuur");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  await page.getByRole("checkbox", { name: "Ik wil een factuur" }).check();
  await page.getByLabel("Bedrijfsnaam").fill(company);
  await page.getByLabel("Factuuradres").fill("Laan 2, 6711 AB Ede");
  await page.getByLabel("Btw-nummer").fill("NL123456789B01");
  await checkPage(page);
  await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await page.getByRole("button", { name: "Doorgaan" }).click(); // "Betaald" is the sandbox's default

  const confirmation = await mailTo(request, email, `Je boeking is bevestigd: ${WALK.title}`);
  const number = /Je factuur (\d{4}-\d{4}) zit als PDF in de bijlage/.exec(confirmation.text)?.[1];
  expect(number, confirmation.text).toBeTruthy();
  await page.goto(linkIn(confirmation, /\/boeking\/[A-Za-z0-9_-]{43}/));
  const invoices = page.getByRole("region", { name: "Facturen" });
  const link = invoices.getByRole("link", { name: `Factuur ${number} (PDF)` });
  await expect(link).toBeVisible();
  await checkPage(page);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`factuur-${number}.pdf`);
  expectInvoice(await pdfText(download), number!, company);
});

test("the organisers download an invoice from Facturen", { tag: "@back-office-flow" }, async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "factuur-beheer");
  const company = `Beheer BV ${testInfo.project.name} ${Date.now()}`;
  const walks = await (await request.get("/api/v1/walks")).json();
  const walk = (walks.items ?? walks).find((w: { slug: string }) => w.slug === WALK.slug);
  const booked = await send(request, "POST", "/api/v1/payments/create-booking-payment", {
    walkId: walk.id,
    qty: 3,
    guestName: "Bram Beheer",
    guestEmail: email,
    guestPhone: "0612345678",
    invoice: { company, address: "Laan 2, 6711 AB Ede", vatId: "NL123456789B01" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { checkoutUrl } = (await booked.json()) as { checkoutUrl: string };
  const checkout = await page.context().newPage();
  await checkout.goto(checkoutUrl);
  await checkout.getByRole("button", { name: "Doorgaan" }).click();
  await expect(checkout).toHaveURL(/\/booking-success\?bookingId=/);
  await checkout.close();
  const confirmation = await mailTo(request, email, `Je boeking is bevestigd: ${WALK.title}`);
  const number = /Je factuur (\d{4}-\d{4}) zit als PDF/.exec(confirmation.text)?.[1];
  expect(number, confirmation.text).toBeTruthy();

  // Signed in through the API: the page shares the request's cookies.
  const login = await send(page.request, "POST", "/api/v1/auth/login", ADMIN);
  expect(login.status(), await login.text()).toBe(200);
  await page.goto("/admin/invoices");
  // The back office's first load (its bundle, then who is signed in) is the slow step on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "Facturen" })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row).toContainText(number!);
  await expect(row).toContainText(/21%: €\s13,02 over €\s61,98/);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: `PDF ${number}` }).click()]);
  expect(download.suggestedFilename()).toBe(`factuur-${number}.pdf`);
  expectInvoice(await pdfText(download), number!, company);
});
