import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { checkPage } from "./axe";
import { mailTo, uniqueEmail } from "./mailbox";

// Gift vouchers: a visitor buys a voucher on /cadeaubon and
// pays on the Mollie sandbox's checkout page; the recipient's code comes from the
// development mailbox, is checked and spent on a booking, and the voucher's own page shows
// what is left. A failed payment is tried again. Both projects run in parallel against one
// database, so every test uses e-mail addresses of its own.

// The demo data (platform/devseed) seeds this walk: € 25 per person, with room to spare.
const WALK = { slug: "ochtendwandeling-over-verwondering", priceCents: 2500 };

// Payment results arrive through the sandbox's webhook and the page's polling (every 3 s).
const PAYMENT_RESULT = { timeout: 20_000 };

// A code is three groups of four from an alphabet without 0/O and 1/I.
const CODE = /\b[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}\b/;

const euro = (amount: string) => `€\u00a0${amount}`;


interface Buyer {
  recipientName: string;
  recipientEmail: string;
  purchaserName: string;
  purchaserEmail: string;
}

function aBuyer(testInfo: TestInfo): Buyer {
  return {
    recipientName: "Noor Jansen",
    recipientEmail: uniqueEmail(testInfo, "bon-ontvanger"),
    purchaserName: "Sanne de Boer",
    purchaserEmail: uniqueEmail(testInfo, "bon-koper"),
  };
}

/** fillVoucherForm fills in /cadeaubon for a preset amount (in euro) and the buyer. */
async function fillVoucherForm(page: Page, amount: number, buyer: Buyer, message?: string) {
  await page.getByRole("radio", { name: euro(String(amount)), exact: true }).check();
  await page.getByLabel("Naam ontvanger").fill(buyer.recipientName);
  await page.getByLabel("E-mailadres ontvanger").fill(buyer.recipientEmail);
  if (message) await page.getByLabel(/Persoonlijke boodschap/).fill(message);
  await page.getByLabel("Jouw naam").fill(buyer.purchaserName);
  await page.getByLabel("Jouw e-mailadres").fill(buyer.purchaserEmail);
}

/** payOnCheckout picks the outcome on the sandbox's checkout page and returns to the voucher's result page. */
async function payOnCheckout(page: Page, outcome: "Betaald" | "Mislukt" | "Geannuleerd" | "Verlopen") {
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await expect(page.getByLabel("Betaald", { exact: true })).toBeChecked();
  await page.getByLabel(outcome, { exact: true }).check();
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page).toHaveURL(/\/voucher-success\?voucherId=[0-9a-f-]{36}$/);
}

/** buyVoucher buys a voucher through /cadeaubon up to the sandbox's checkout page and returns the checkout's address. */
async function buyVoucher(page: Page, amount: number, buyer: Buyer, message?: string): Promise<string> {
  await page.goto("/cadeaubon");
  await expect(page.getByRole("heading", { level: 1, name: "Geef een wandeling cadeau" })).toBeVisible();
  await fillVoucherForm(page, amount, buyer, message);
  await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  return page.url();
}

/** voucherIdOf reads the voucher id from the payment result page's address. */
function voucherIdOf(page: Page): string {
  return new URL(page.url()).searchParams.get("voucherId") ?? "";
}

/** postWithCsrf sends a JSON POST with the browser's cookies and its CSRF token, as the shop does. */
async function postWithCsrf(page: Page, path: string, data: unknown) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
  expect(token, "the shop handed out its XSRF-TOKEN cookie").toBeTruthy();
  return page.request.post(path, { data, headers: { "X-XSRF-TOKEN": decodeURIComponent(token!) } });
}

test.describe("gift vouchers", () => {
  test("a € 60 voucher is bought and paid, its code mailed, checked and spent on a free booking down to € 10,00", { tag: "@shop-flow" }, async ({
    page,
    request,
  }, testInfo) => {
    const buyer = aBuyer(testInfo);

    await page.goto("/cadeaubon");
    await expect(page.getByRole("radio", { name: euro("30"), exact: true })).toBeChecked();
    await checkPage(page);

    await buyVoucher(page, 60, buyer, "Fijne verjaardag! Tijd om samen te verwonderen.");
    await payOnCheckout(page, "Betaald");
    const voucherId = voucherIdOf(page);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Cadeaubon succesvol gekocht!" })).toBeVisible(
      PAYMENT_RESULT,
    );
    const details = main.getByRole("region", { name: "Je cadeaubon" });
    await expect(details).toContainText(euro("60,00"));
    await expect(details).toContainText("1 jaar vanaf aankoopdatum");
    await expect(main.getByRole("link", { name: "Nieuwe cadeaubon kopen" })).toHaveAttribute("href", "/cadeaubon");
    // The festive dots stay in the margins; a phone has none, so they are left out there.
    if (page.viewportSize()!.width < 760) await expect(main.locator(".voucher-head--success")).toHaveCSS("background-image", "none");
    await checkPage(page);

    // The recipient gets the code by mail, with the purchaser's message.
    const mail = await mailTo(request, buyer.recipientEmail);
    expect(mail.subject).toContain(buyer.purchaserName);
    expect(mail.text).toContain("Fijne verjaardag!");
    // Its links lead to this shop (PUBLIC_URL) and its amount does not break after the euro sign.
    expect(mail.text).toContain(`Kies een wandeling op ${new URL(page.url()).origin} `);
    expect(mail.text).not.toContain("https://wandelwijs.nl");
    expect(mail.text).toContain(euro("60,00"));
    const code = mail.text.match(CODE)?.[0];
    expect(code, "the recipient's mail holds a code").toBeTruthy();

    // Checking the code tells its value and balance.
    const check = await postWithCsrf(page, "/api/v1/vouchers/redeem", { code });
    expect(check.status()).toBe(200);
    expect(await check.json()).toEqual({ valueCents: 6000, remainingCents: 6000 });

    // Two places at € 25 cost € 50: the voucher pays it all.
    const booked = await postWithCsrf(page, "/api/v1/bookings", {
      walkSlug: WALK.slug,
      qty: 2,
      voucherCode: code,
      guestName: buyer.recipientName,
      guestEmail: buyer.recipientEmail,
      guestPhone: "+31 6 12345678",
    });
    expect(booked.status()).toBe(201);
    const booking = await booked.json();
    expect(booking.totalCents).toBe(0);
    expect(booking.voucherUsedCents).toBe(2 * WALK.priceCents);

    // The booking's page says the voucher paid for it; the walk itself is not free.
    await page.goto(`/booking/complete/${booking.id}`);
    await expect(main.getByRole("heading", { level: 1, name: "Betaald met je cadeaubon: je boeking is bevestigd!" })).toBeVisible();
    await expect(main).toContainText(`Je cadeaubon heeft deze boeking betaald (${euro("50,00")})`);
    await expect(main).not.toContainText("Deze wandeling is gratis");
    await checkPage(page);

    // The voucher's own page shows what is left; never the code.
    await page.goto(`/voucher-confirmation/${voucherId}`);
    await expect(main.getByRole("heading", { level: 1, name: "Je cadeaubon" })).toBeVisible();
    const data = main.getByRole("region", { name: "Gegevens" });
    await expect(data).toContainText(`Waarde${euro("60,00")}`);
    await expect(data).toContainText(`Resterende waarde${euro("10,00")}`);
    await expect(data).toContainText("StatusGedeeltelijk gebruikt");
    await expect(data).toContainText("Geldig tot en met");
    await expect(main).not.toContainText(code!);
    await checkPage(page);

    // The rest stays on the voucher.
    const again = await postWithCsrf(page, "/api/v1/vouchers/redeem", { code });
    expect(await again.json()).toEqual({ valueCents: 6000, remainingCents: 1000 });
  });

  test("a failed payment says 'De cadeaubon is nog niet aangemaakt', and 'Opnieuw Proberen' leads to a new checkout", { tag: "@shop-flow" }, async ({
    page,
  }, testInfo) => {
    const buyer = aBuyer(testInfo);

    const firstCheckout = await buyVoucher(page, 30, buyer);
    await payOnCheckout(page, "Mislukt");
    const voucherId = voucherIdOf(page);

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "De cadeaubon is nog niet aangemaakt" })).toBeVisible(
      PAYMENT_RESULT,
    );
    await expect(main.getByRole("region", { name: "Je cadeaubon" })).toContainText("Betaling mislukt");
    await expect(main.getByRole("link", { name: "Nieuwe cadeaubon kopen" })).toHaveCount(0);
    await checkPage(page);

    // The button POSTs the retry (a GET of the retry address only leads back to this page).
    await main.getByRole("button", { name: "Opnieuw Proberen" }).click();
    await expect(page).toHaveURL(/\/checkout\/tr_/);
    expect(page.url()).not.toBe(firstCheckout);

    await payOnCheckout(page, "Betaald");
    expect(voucherIdOf(page)).toBe(voucherId);
    await expect(main.getByRole("heading", { level: 1, name: "Cadeaubon succesvol gekocht!" })).toBeVisible(
      PAYMENT_RESULT,
    );
  });

  test("the form checks its fields in the browser and a free amount off the grid falls back to € 10", async ({
    page,
  }) => {
    await page.goto("/cadeaubon");
    const preview = page.getByRole("region", { name: "Zo ziet je cadeaubon eruit" });

    await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
    await expect(page.getByLabel("Naam ontvanger")).toBeFocused();
    await expect(page.getByText("Vul de naam van de ontvanger in.")).toBeVisible();
    await expect(page).toHaveURL("/cadeaubon");

    await page.getByRole("radio", { name: "Ander bedrag" }).check();
    const free = page.getByLabel("Ander bedrag in euro");
    await free.fill("123");
    await free.blur();
    await expect(free).toHaveValue("10");
    await expect(page.getByText(/Dat bedrag kan niet/)).toBeVisible();
    await expect(preview).toContainText(euro("10,00"));

    await free.fill("85");
    await page.getByLabel("Naam ontvanger").fill("Noor");
    await page.getByLabel("Jouw naam").fill("Sanne");
    await expect(preview).toContainText(euro("85,00"));
    await expect(preview).toContainText("Voor Noor");
    await expect(preview).toContainText("van Sanne");
    await checkPage(page);
  });

  test("an unknown voucher says 'Cadeaubon niet gevonden', and no id says so too", async ({ page }) => {
    await page.goto("/voucher-confirmation/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Cadeaubon niet gevonden" })).toBeVisible();

    await page.goto("/voucher-success?voucherId=00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Cadeaubon niet gevonden" })).toBeVisible();

    await page.goto("/voucher-success");
    await expect(page.getByRole("heading", { level: 1, name: "Geen cadeaubon gegevens gevonden" })).toBeVisible();
  });
});
