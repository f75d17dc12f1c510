import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";
import { linkIn, mailTo, send, uniqueEmail } from "./mailbox";
import { ADMIN } from "./organiser";

// The booking desk: an organiser takes a booking by phone from a walk's participants page
// with a payment link; the customer opens the booking's page from the mail, pays with its
// button on the Mollie sandbox and gets the usual confirmation with the manage link; the
// organiser sees the booking paid.

// The demo data (platform/devseed) seeds this walk 37 days ahead, € 30 a person, 15 places,
// and no other test books it.
const WALK = { slug: "winterwandeling-eenvoud", title: "Winterwandeling over eenvoud" };

test("an organiser books by phone with a payment link and the customer pays from the mail", { tag: "@back-office-flow" }, async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "balie");
  const walks = await (await request.get("/api/v1/walks")).json();
  const walk = (walks.items ?? walks).find((w: { slug: string }) => w.slug === WALK.slug);

  // Signed in through the API: the page shares the request's cookies.
  const login = await send(page.request, "POST", "/api/v1/auth/login", ADMIN);
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`/admin/walks/${walk.id}/participants`);
  // The back office's first load (its bundle, then who is signed in) is the slow step on a busy machine.
  await page.getByRole("button", { name: "Nieuwe boeking" }).click({ timeout: 20_000 });
  const dialog = page.getByRole("dialog", { name: "Nieuwe boeking" });
  await expect(dialog.getByRole("combobox", { name: "Wandeling" })).toHaveValue(walk.id);
  await dialog.getByLabel("Aantal personen").fill("2");
  await dialog.getByLabel("Naam").fill("Bas Balie");
  await dialog.getByLabel("E-mailadres").fill(email);
  await dialog.getByLabel("Telefoonnummer").fill("0612345678");
  await expect(dialog.getByRole("radio", { name: /Betaallink mailen \(plaatsen 72 uur vastgehouden\)/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Boeking maken" }).click();
  await expect(page.getByText("Boeking gemaakt; de klant krijgt de betaallink")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(`Bas Balie ${email}`) });
  await expect(row).toContainText("Wachtend");
  await expectNoHorizontalScroll(page);

  const link = await mailTo(request, email, `Betaal je boeking: ${WALK.title}`);
  expect(link.text).toMatch(/Te betalen:\s+€\s60,00/);
  const customer = await page.context().browser()!.newContext();
  const pay = await customer.newPage();
  // The mail's link only opens the booking's page (a GET starts no payment); its button does.
  await pay.goto(linkIn(link, /\/api\/v1\/payments\/retry-booking-payment\/[0-9a-f-]{36}/));
  await expect(pay).toHaveURL(/\/booking\/complete\/[0-9a-f-]{36}$/);
  await expect(pay.getByRole("heading", { level: 1, name: "Betaling vereist" })).toBeVisible();
  await pay.getByRole("button", { name: "Nu betalen" }).click();
  await expect(pay).toHaveURL(/\/checkout\/tr_/);
  await pay.getByRole("button", { name: "Doorgaan" }).click(); // "Betaald" is the sandbox's default
  await expect(pay).toHaveURL(/\/booking-success\?bookingId=/);
  await customer.close();

  const confirmation = await mailTo(request, email, `Je boeking is bevestigd: ${WALK.title}`);
  expect(confirmation.text).toMatch(/\/boeking\/[A-Za-z0-9_-]{43}/);
  await page.reload();
  await expect(row).toContainText("Betaald", { timeout: 20_000 });
});

test("the booking desk says in Dutch what is wrong and books nothing", { tag: "@back-office-flow" }, async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "balie-vol");
  const login = await send(page.request, "POST", "/api/v1/auth/login", ADMIN);
  expect(login.status(), await login.text()).toBe(200);
  await page.goto("/admin/bookings");
  await page.getByRole("button", { name: "Nieuwe boeking" }).click({ timeout: 20_000 });
  const dialog = page.getByRole("dialog", { name: "Nieuwe boeking" });
  const choice = dialog.getByRole("combobox", { name: "Wandeling" });
  await expect(choice.locator("option", { hasText: WALK.title })).toHaveCount(1);
  await choice.selectOption({ label: (await choice.locator("option", { hasText: WALK.title }).textContent())! });
  await dialog.getByLabel("Aantal personen").fill("0");
  await dialog.getByLabel("Naam").fill("Vera Vol");
  await dialog.getByLabel("E-mailadres").fill(email);
  await dialog.getByLabel("Telefoonnummer").fill("0612345678");
  await dialog.getByRole("radio", { name: "Gratis" }).check();
  await dialog.getByRole("button", { name: "Boeking maken" }).click();
  await expect(dialog.getByText(/Kies 1 tot \d+ personen/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const found = await (await request.get(`/api/v1/dev/mail.json`)).json();
  expect(found.filter((m: { to: string }) => m.to === email)).toEqual([]);
});
