import { expect, test } from "@playwright/test";
import { checkPage } from "./axe";
import { askMorePersons, askToMove, bookAndOpen, MANAGE_LINK } from "./guest";
import { linkIn, mailTo } from "./mailbox";

// A guest changes a paid booking from the manage link in the confirmation mail
// (/boeking/{token}) in a way that costs more: a dearer date, or one more person. The
// page names the amount, the sandbox checkout takes it, and back on the page the change
// is shown paid and made.

// The demo data (platform/devseed) seeds these walks 5 and 16 days ahead, with room: the
// later one costs € 22,50 a person, the earlier one € 25.
const CHEAP = { slug: "stilte-in-het-bos", title: "Stiltewandeling op de Wageningse Berg" };
const DEAR = { slug: "ochtendwandeling-over-verwondering", title: "Ochtendwandeling over verwondering" };

test("a guest moves to a dearer date from the mail's link and pays the difference", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const { email, link } = await bookAndOpen(page, request, testInfo, CHEAP, "duurder");
  const main = page.getByRole("main");
  const move = main.getByRole("region", { name: "Andere datum" });
  await expect(move.getByRole("listitem").filter({ hasText: DEAR.title })).toContainText("Je betaalt €\u00a02,50 bij");
  const confirm = await askToMove(page, DEAR.title);
  await expect(confirm).toContainText("Je betaalt €\u00a02,50 bij");
  await confirm.getByRole("button", { name: "Ja, verplaatsen" }).click();

  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page).toHaveURL(/\/boeking\/[A-Za-z0-9_-]{43}\?wijziging=/);
  await expect(main.getByRole("status").first()).toContainText("Je betaling van €\u00a02,50 is binnen");
  await expect(main.getByRole("region", { name: "Gegevens van je boeking" })).toContainText(DEAR.title);
  await checkPage(page);

  const moved = await mailTo(request, email, `Je boeking is verplaatst: ${DEAR.title}`);
  expect(moved.text).toContain("€\u00a02,50");
  expect(linkIn(moved, MANAGE_LINK)).toBe(link);
});

test("a guest brings someone on a paid walk and pays the extra place", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const { email } = await bookAndOpen(page, request, testInfo, DEAR, "erbij");
  const main = page.getByRole("main");
  const confirm = await askMorePersons(page, 2);
  await expect(confirm).toContainText("Je betaalt €\u00a025,00 bij");
  await confirm.getByRole("button", { name: "Ja, toevoegen" }).click();

  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page).toHaveURL(/\?wijziging=/);
  await expect(main.getByRole("status").first()).toContainText("Je betaling van €\u00a025,00 is binnen");
  await expect(main.getByRole("region", { name: "Gegevens van je boeking" })).toContainText("2 personen");
  await mailTo(request, email, `Je boeking is gewijzigd: ${DEAR.title}`);
});
