import { expect, test } from "@playwright/test";
import { checkPage } from "./axe";
import { linkIn, mailTo, uniqueEmail } from "./mailbox";

// The shop in English: every page is also under /en/ with its Dutch path after it. A
// visitor (on a phone, and on a desktop) reads the English pages, switches language on the page they are on,
// meets the booking form's errors in English, and books and pays in English: the checkout
// gets Mollie's English locale, and the confirmation page, the mail and the manage page are
// English. The steps after the form need the server's half of English (stored language,
// English mails, Mollie locale, English walk texts).

// The demo data (platform/devseed) seeds this walk; 25 euro per person.
const WALK = { slug: "ochtendwandeling-over-verwondering", title: "Ochtendwandeling over verwondering" };

// The sandbox's API takes any test key; this is the development stack's (scripts/stack.sh).
const SANDBOX_KEY = "test_sandboxwandelwijs0000000000000";

// Payment results arrive through the sandbox's webhook and the page's polling (every 3 s).
const PAYMENT_RESULT = { timeout: 20_000 };

test.describe("English", () => {
  test("pages, the language switch and the booking form's errors", async ({ page, request }) => {
    await page.goto("/en/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Philosophical walks in nature" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Walks" })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toContainText("Philosophical walks in nature around Wageningen.");
    await checkPage(page);

    // Links on an English page stay English.
    await page.locator(`a[href="/en/wandelingen/${WALK.slug}"]`).first().click();
    await expect(page).toHaveURL(`/en/wandelingen/${WALK.slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "About this walk" })).toBeVisible();
    const walk = await (await request.get(`/api/v1/walks/${WALK.slug}`, { headers: { "Accept-Language": "en" } })).json();
    const note = page.getByText("This walk is described in Dutch.");
    if ((walk.contentLanguage ?? "nl") === "nl") await expect(note).toBeVisible();
    else await expect(note).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: walk.title })).toBeVisible();
    await checkPage(page);

    // The switch keeps the visitor on the same page, in the other language, and back.
    await page.getByRole("link", { name: "Nederlands" }).click();
    await expect(page).toHaveURL(`/wandelingen/${WALK.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 2, name: "Over deze wandeling" })).toBeVisible();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(`/en/wandelingen/${WALK.slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "About this walk" })).toBeVisible();

    // The booking form checks its fields in English.
    await page.goto(`/en/boeken/${WALK.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: walk.title })).toBeVisible();
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Enter your name.")).toBeVisible();
    await expect(page.getByText("Enter your email address.")).toBeVisible();
    await page.getByLabel("Email address").fill("not-an-address");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByText("Enter a valid email address, for example name@example.com.")).toBeVisible();
    await checkPage(page);
  });

  test("books and pays a walk in English, with the mail and the manage page in English", async ({ page, request }, testInfo) => {
    const email = uniqueEmail(testInfo, "english");
    await page.goto(`/en/boeken/${WALK.slug}`);
    await page.getByRole("combobox", { name: "Number of people" }).selectOption("1");
    await page.getByLabel("Name", { exact: true }).fill("International Walker");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone number").fill("+31 6 12345678");
    await expect(page.getByRole("region", { name: "Summary" })).toContainText("Total€25.00");
    await page.getByRole("button", { name: "Continue to payment" }).click();

    // The checkout is Mollie's in English.
    await expect(page).toHaveURL(/\/checkout\/tr_/);
    const checkout = new URL(page.url());
    const paymentId = checkout.pathname.split("/").pop();
    const payment = await request.get(`${checkout.origin}/v2/payments/${paymentId}`, {
      headers: { Authorization: `Bearer ${SANDBOX_KEY}` },
    });
    expect((await payment.json()).locale).toBe("en_US");
    await page.locator('form[action^="/checkout/"] button[type="submit"]').click(); // paid is the sandbox's default

    // Back in the shop, in English.
    await expect(page).toHaveURL(/\/en\/booking-success\?bookingId=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment successful!" })).toBeVisible(PAYMENT_RESULT);
    await expect(page.getByText("Your booking is confirmed.", { exact: false })).toBeVisible();
    await checkPage(page);

    // The confirmation mail is English, with amounts in en-GB and the English manage link.
    const mail = await mailTo(request, email);
    expect(mail.text).toContain("€25.00");
    expect(mail.text).not.toContain("Bedankt");
    const manage = linkIn(mail, /\/en\/boeking\/[A-Za-z0-9_-]+/);

    await page.goto(manage);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: /^Your booking/ })).toBeVisible();
    await expect(page.getByText("What would you like to do?")).toBeVisible();
    await checkPage(page);
  });

  test("buys a gift voucher in English, with both mails in English", async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "one run is enough: the mails do not depend on the screen");
    const recipient = uniqueEmail(testInfo, "gift-recipient");
    const purchaser = uniqueEmail(testInfo, "gift-buyer");
    await page.goto("/en/cadeaubon");
    await expect(page.getByRole("heading", { level: 1, name: "Give a walk as a gift" })).toBeVisible();
    await page.getByLabel("Recipient's name").fill("Robin Gift");
    await page.getByLabel("Recipient's email address").fill(recipient);
    await page.getByLabel("Your name", { exact: true }).fill("Pat Giver");
    await page.getByLabel("Your email address", { exact: true }).fill(purchaser);
    await page.getByRole("button", { name: "Continue to payment" }).click();

    await expect(page).toHaveURL(/\/checkout\/tr_/);
    await page.locator('form[action^="/checkout/"] button[type="submit"]').click(); // paid is the sandbox's default
    await expect(page).toHaveURL(/\/en\/voucher-success\?voucherId=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Gift voucher bought!" })).toBeVisible(PAYMENT_RESULT);

    // Both mails are English, their amounts and dates written the en-GB way.
    const receipt = await mailTo(request, purchaser);
    expect(receipt.subject).toMatch(/^Thank you for your gift voucher of €\d+\.00$/);
    expect(receipt.text).toContain("Dear Pat Giver");
    expect(receipt.text).toMatch(/Valid until \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
    const gift = await mailTo(request, recipient);
    expect(gift.subject).toBe("Pat Giver gives you a Wandelwijs gift voucher");
    expect(gift.text).toContain("Dear Robin Gift");
    expect(gift.text).toMatch(/\b[23456789A-HJ-NP-Z]{4}-[23456789A-HJ-NP-Z]{4}-[23456789A-HJ-NP-Z]{4}\b/);
    expect(gift.html).toContain('<html lang="en">');
    expect(gift.text).not.toContain("Beste");
  });
});
