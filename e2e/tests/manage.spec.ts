import { expect, test, type Response } from "@playwright/test";
import { checkPage, expectNoSeriousA11yViolations } from "./axe";
import { bookPaid } from "./guest";
import { mailTo } from "./mailbox";

// The manage link (/boeking/{token}) in every booking mail: a guest opens it from the
// development mailbox, lowers the number of persons and cancels, without an account.

// The demo data (platform/devseed) seeds this walk 23 days ahead, € 25 a person, with room.
const WALK = { slug: "avondwandeling-vriendschap", title: "Avondwandeling over vriendschap" };

test("a guest opens the link from the mail, lowers the persons and cancels", { tag: "@shop-flow" }, async ({ page, request }, testInfo) => {
  const { email, link } = await bookPaid(page, request, testInfo, WALK, "beheer", { name: "Gast Beheer", persons: 3 });
  // Opening the page asks the API nothing it refuses (a booking without a call-off choice is no 404).
  const refused: string[] = [];
  const noteRefused = (res: Response) => {
    if (res.url().includes("/api/v1/") && res.status() >= 400) refused.push(`${res.status()} ${new URL(res.url()).pathname}`);
  };
  page.on("response", noteRefused);
  await page.goto(link);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Je boeking" })).toBeVisible();
  const details = main.getByRole("region", { name: "Gegevens van je boeking" });
  await expect(details).toContainText("3 personen");
  await expect(details).toContainText("€\u00a075,00");
  await expect(details).toContainText("Gast Beheer");
  await expect(main.getByRole("link", { name: "Zet in je agenda (.ics)" })).toHaveAttribute("href", /\/calendar\.ics$/);
  await checkPage(page);
  await page.waitForLoadState("networkidle");
  page.off("response", noteRefused);
  expect(refused).toEqual([]);

  // Fewer persons: asked first with what comes back; the difference comes back, and a mail says so.
  await main.getByRole("combobox", { name: "Minder personen" }).selectOption("2");
  await main.getByRole("button", { name: "Aantal wijzigen" }).click();
  const fewer = page.getByRole("dialog", { name: "Minder personen" });
  await expect(fewer).toContainText("Je krijgt € 25,00 terug op je rekening.");
  await fewer.getByRole("button", { name: "Ja, wijzigen" }).click();
  await expect(main.getByRole("status")).toContainText("Je boeking is gewijzigd naar 2 personen");
  await expect(details).toContainText("€\u00a050,00");
  const changed = await mailTo(request, email, `Je boeking is gewijzigd: ${WALK.title}`);
  expect(changed.text).toContain("We storten €\u00a025,00 terug");

  // Cancelling asks first, then gives the rest back; the page shows the booking cancelled.
  await main.getByRole("button", { name: "Boeking annuleren" }).click();
  const confirm = page.getByRole("dialog", { name: "Boeking annuleren" });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Ja, annuleren" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(main.getByRole("status")).toContainText("Je boeking is geannuleerd");
  await expect(details).toContainText("Geannuleerd");
  await expect(main.getByRole("button", { name: "Boeking annuleren" })).toHaveCount(0);
  await checkPage(page);
  const cancelled = await mailTo(request, email, `Je boeking is geannuleerd: ${WALK.title}`);
  expect(cancelled.text).toContain("We storten €\u00a050,00 terug");
});

test("a link that belongs to no booking says so", async ({ page }) => {
  await page.goto(`/boeking/${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Boeking niet gevonden" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Deze link hoort niet bij een boeking");
  await checkPage(page);
});
