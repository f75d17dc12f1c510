import { expect, test } from "@playwright/test";
import { checkPage, expectNoSeriousA11yViolations } from "./axe";
import { linkIn, mailTo, uniqueEmail } from "./mailbox";

// A guest moves their booking to another date from the manage link in the confirmation
// mail (/boeking/{token}), without an account and without phoning.

// The demo data (platform/devseed) seeds these walks 5 and 16 days ahead, with room: the
// later one costs € 22,50 a person instead of € 25.
const FROM = { slug: "ochtendwandeling-over-verwondering", title: "Ochtendwandeling over verwondering" };
const TO = { title: "Stiltewandeling op de Wageningse Berg" };

test("a guest moves to a later date from the mail's link, the difference back", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, "verplaats");
  await page.goto(`/boeken/${FROM.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: FROM.title })).toBeVisible();
  await page.getByRole("combobox", { name: "Aantal personen" }).selectOption("2");
  await page.getByLabel("Naam").fill("Gast Verplaats");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await page.getByRole("button", { name: "Doorgaan" }).click(); // "Betaald" is the sandbox's default

  const confirmation = await mailTo(request, email, `Je boeking is bevestigd: ${FROM.title}`);
  await page.goto(linkIn(confirmation, /\/boeking\/[A-Za-z0-9_-]{43}/));

  const main = page.getByRole("main");
  const move = main.getByRole("region", { name: "Andere datum" });
  const later = move.getByRole("radio", { name: new RegExp(TO.title) });
  await expect(later).toBeVisible();
  await expect(move.getByRole("listitem").filter({ hasText: TO.title })).toContainText("Je krijgt €\u00a05,00 terug");
  await checkPage(page);

  await later.check();
  await move.getByRole("button", { name: "Verplaatsen" }).click();
  const confirm = page.getByRole("dialog", { name: "Boeking verplaatsen" });
  await expect(confirm).toContainText(`Verplaatsen naar ${TO.title}`);
  await expect(confirm).toContainText("Je krijgt €\u00a05,00 terug");
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Ja, verplaatsen" }).click();
  await expect(confirm).toHaveCount(0);

  await expect(main.getByRole("status")).toContainText(`Je boeking is verplaatst naar ${TO.title}`);
  await expect(main.getByRole("heading", { level: 1, name: "Je boeking" })).toBeVisible();
  const details = main.getByRole("region", { name: "Gegevens van je boeking" });
  await expect(details).toContainText(TO.title);
  await expect(details).toContainText("€\u00a045,00");
  await checkPage(page);

  const moved = await mailTo(request, email, `Je boeking is verplaatst: ${TO.title}`);
  expect(moved.text).toContain("€\u00a05,00");
  expect(linkIn(moved, /\/boeking\/[A-Za-z0-9_-]{43}/)).toBe(linkIn(confirmation, /\/boeking\/[A-Za-z0-9_-]{43}/));
});
