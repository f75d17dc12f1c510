import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { checkPage, expectNoSeriousA11yViolations } from "./axe";
import { uniqueEmail } from "./mailbox";

// Booking and paying: a guest books and pays on the Mollie sandbox's
// checkout page, a failed payment is tried again, and a logged-in user books a free walk
// and cancels it in Mijn wandelingen. Both projects run in parallel against one database:
// the walks used have room for all of them, and every test books under an e-mail address
// of its own.

// The demo data (platform/devseed) seeds these walks.
const PAID_WALK = { slug: "ochtendwandeling-over-verwondering", title: "Ochtendwandeling over verwondering" };
const FREE_WALK = { slug: "kennismakingswandeling-gratis", title: "Gratis kennismakingswandeling" };

// Payment results arrive through the sandbox's webhook and the page's polling (every 3 s).
const PAYMENT_RESULT = { timeout: 20_000 };

interface Mail {
  to: string;
  subject: string;
}

/** quantity is the booking form's persons select. */
function quantity(page: Page): Locator {
  return page.getByRole("combobox", { name: "Aantal personen" });
}

/** bookAsGuest fills the booking form of a paid walk as a visitor and goes to the checkout. */
async function bookAsGuest(page: Page, email: string, persons: number) {
  await page.goto(`/boeken/${PAID_WALK.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: PAID_WALK.title })).toBeVisible();
  await quantity(page).selectOption(String(persons));
  await page.getByLabel("Naam").fill("Wandelaar Test");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  const total = page.getByRole("region", { name: "Overzicht" });
  await expect(total).toContainText(`Totaal€\u00a0${persons * 25},00`);
  await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
  await expect(page).toHaveURL(/\/checkout\/tr_/);
}

/** payOnCheckout picks the outcome on the sandbox's checkout page and returns to the shop. */
async function payOnCheckout(page: Page, outcome: "Betaald" | "Mislukt" | "Geannuleerd") {
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await expect(page.getByLabel("Betaald", { exact: true })).toBeChecked();
  await page.getByLabel(outcome, { exact: true }).check();
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page).toHaveURL(/\/booking-success\?bookingId=[0-9a-f-]{36}$/);
}

/** bookingIdOf reads the booking id from the payment result page's address. */
function bookingIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get("bookingId") ?? "";
}

/** expectMail polls the development mailbox until a mail to address with this subject arrives. */
async function expectMail(request: APIRequestContext, address: string, subject: string) {
  await expect
    .poll(
      async () => {
        const res = await request.get("/api/v1/dev/mail.json");
        if (!res.ok()) return [];
        const mails: Mail[] = await res.json();
        return mails.filter((mail) => mail.to === address).map((mail) => mail.subject);
      },
      { message: `a mail to ${address}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toContain(subject);
}

/** register makes a new account through the form; the browser is then logged in. */
async function register(page: Page, name: string, email: string) {
  await page.goto("/register");
  await page.getByLabel("Naam").fill(name);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  await page.getByLabel("Wachtwoord").fill("Verwondering!2026");
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL("/");
}

test.describe("booking and paying", () => {
  test("a guest books 2 places, pays on the checkout page and sees 'Betaling succesvol!'", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "gast");

    await page.goto(`/boeken/${PAID_WALK.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: PAID_WALK.title })).toBeVisible();
    await expect(page.getByText(/^Nog \d+ plekken beschikbaar$/)).toBeVisible();
    await expect(page.getByLabel("Telefoonnummer")).toHaveAttribute("placeholder", "+31 6 12345678");
    await checkPage(page);

    await bookAsGuest(page, email, 2);
    await payOnCheckout(page, "Betaald");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Betaling succesvol!" })).toBeVisible(PAYMENT_RESULT);
    await expect(main.getByRole("region", { name: "Volgende stappen" })).toContainText("10 minuten eerder");
    const details = main.getByRole("region", { name: "Boekingsgegevens" });
    await expect(details).toContainText(PAID_WALK.title);
    await expect(details).toContainText("2 personen");
    await expect(details).toContainText("€\u00a050,00");
    const status = main.getByRole("region", { name: "Status" });
    await expect(status).toContainText("BetaalstatusBetaald");
    await expect(status).toContainText("Bevestigd");
    await checkPage(page);

    await expectMail(request, email, `Je boeking is bevestigd: ${PAID_WALK.title}`);

    // The booking's own page says the same.
    const bookingId = bookingIdOf(page);
    await page.goto(`/booking/complete/${bookingId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Betaald: je boeking is bevestigd!" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(bookingId.slice(0, 8).toUpperCase());
    await checkPage(page);
  });

  test("a failed payment shows 'Betaling niet gelukt', and 'Opnieuw proberen' leads to a payment that succeeds", { tag: "@shop-flow" }, async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, "mislukt");
    await bookAsGuest(page, email, 1);
    await payOnCheckout(page, "Mislukt");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Betaling niet gelukt" })).toBeVisible(PAYMENT_RESULT);
    await expect(main.getByRole("region", { name: "Wat nu?" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Status" })).toContainText("Mislukt");
    await checkPage(page);
    const failedId = bookingIdOf(page);

    // The booking's page offers to pay again; that goes to a new checkout.
    await page.goto(`/booking/complete/${failedId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Betaling mislukt" })).toBeVisible();
    await checkPage(page);
    await page.getByRole("button", { name: "Opnieuw betalen" }).click();
    await payOnCheckout(page, "Geannuleerd");
    await expect(main.getByRole("heading", { level: 1, name: "Betaling niet gelukt" })).toBeVisible(PAYMENT_RESULT);
    expect(bookingIdOf(page)).toBe(failedId);

    // 'Opnieuw proberen' goes back to the booking form; this time the payment succeeds.
    await main.getByRole("link", { name: "Opnieuw proberen" }).click();
    await expect(page).toHaveURL(`/boeken/${PAID_WALK.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: PAID_WALK.title })).toBeVisible();
    await bookAsGuest(page, email, 1);
    await payOnCheckout(page, "Betaald");
    await expect(main.getByRole("heading", { level: 1, name: "Betaling succesvol!" })).toBeVisible(PAYMENT_RESULT);
    expect(bookingIdOf(page)).not.toBe(failedId);
  });

  test("a logged-in user books a free walk, finds it in Mijn wandelingen and cancels it", { tag: "@shop-flow" }, async ({ page }, testInfo) => {
    const name = `Boeker ${testInfo.project.name}`;
    const email = uniqueEmail(testInfo, "gebruiker");
    await register(page, name, email);

    await page.goto(`/boeken/${FREE_WALK.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: FREE_WALK.title })).toBeVisible();
    await expect(page.getByText("Je boekt als")).toContainText(`${name} (${email})`);
    await expect(page.getByLabel("Telefoonnummer")).toHaveCount(0);
    await quantity(page).selectOption("2");
    await expect(page.getByRole("region", { name: "Overzicht" })).toContainText("Totaal€\u00a00,00");
    await checkPage(page);
    await page.getByRole("button", { name: "Gratis boeking bevestigen" }).click();

    await expect(page).toHaveURL(/\/booking\/complete\/[0-9a-f-]{36}$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Je gratis boeking is bevestigd!" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Gegevens van je boeking" })).toContainText("2 personen");
    await expect(main.getByRole("link", { name: "Naar mijn profiel" })).toHaveAttribute("href", "/profiel");
    await checkPage(page);

    await main.getByRole("link", { name: "Mijn wandelingen" }).click();
    await expect(page).toHaveURL("/mijn-wandelingen");
    const booking = main.getByRole("article", { name: FREE_WALK.title });
    await expect(booking).toContainText("Betaald");
    await expect(booking).toContainText("2 personen");
    await checkPage(page);

    // Cancel with the keyboard: open the question, answer it, close the answer.
    await booking.getByRole("button", { name: /^Annuleren/ }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "Boeking annuleren" });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Nee, behouden" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Ja, annuleren" }).click();

    const done = page.getByRole("dialog", { name: "Boeking geannuleerd" });
    await expect(done).toContainText("Je boeking is succesvol geannuleerd. De admin is geïnformeerd.");
    await expect(confirm).toHaveCount(0);
    await done.getByRole("button", { name: "Sluiten" }).click();
    await expect(done).toHaveCount(0);

    await expect(booking.getByText("Geannuleerd", { exact: true })).toBeVisible();
    await expect(booking.getByRole("button", { name: /^Annuleren/ })).toHaveCount(0);
    await checkPage(page);
  });

  test("a visitor at /mijn-wandelingen is sent to /login, and a missing booking says so", async ({ page }) => {
    await page.goto("/mijn-wandelingen");
    await expect(page).toHaveURL("/login");

    await page.goto("/booking-success");
    await expect(page.getByRole("heading", { level: 1, name: "Geen boekingsgegevens gevonden" })).toBeVisible();
    await checkPage(page);

    await page.goto("/booking/complete/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Boeking niet gevonden" })).toBeVisible();
  });
});
