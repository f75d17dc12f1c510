import { expect, test } from "@playwright/test";
import { checkPage, expectNoSeriousA11yViolations } from "./axe";
import { askToMove, bookAndOpen, MANAGE_LINK } from "./guest";
import { linkIn, mailTo } from "./mailbox";

// A guest moves their booking to another date from the manage link in the confirmation
// mail (/boeking/{token}), without an account and without phoning.

// The demo data (platform/devseed) seeds these walks 5 and 16 days ahead, with room: the
// later one costs € 22,50 a person instead of € 25.
const FROM = { slug: "ochtendwandeling-over-verwondering", title: "Ochtendwandeling over verwondering" };
const TO = { title: "Stiltewandeling op de Wageningse Berg" };

test("a guest moves to a later date from the mail's link, the difference back", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const { email, link } = await bookAndOpen(page, request, testInfo, FROM, "verplaats", { name: "Gast Verplaats", persons: 2 });

  const main = page.getByRole("main");
  const move = main.getByRole("region", { name: "Andere datum" });
  const later = move.getByRole("radio", { name: new RegExp(TO.title) });
  await expect(later).toBeVisible();
  await expect(move.getByRole("listitem").filter({ hasText: TO.title })).toContainText("Je krijgt €\u00a05,00 terug");
  await checkPage(page);

  const confirm = await askToMove(page, TO.title);
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
  expect(linkIn(moved, MANAGE_LINK)).toBe(link);
});
