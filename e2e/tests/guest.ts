import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { linkIn, mailTo, uniqueEmail } from "./mailbox";

// What the browser tests do as a guest who books a paid walk and comes back through the
// manage link (/boeking/{token}) in the confirmation mail.

/** MANAGE_LINK is the path of a booking's manage link in its mails. */
export const MANAGE_LINK = /\/boeking\/[A-Za-z0-9_-]{43}/;

/**
 * bookAndOpen books persons paid places (1 unless said) on walk as a new guest, pays at the
 * sandbox and opens the confirmation mail's manage link; it returns the guest's address
 * and that link.
 */
export async function bookAndOpen(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  walk: { slug: string; title: string },
  who: string,
  persons = 1,
) {
  const email = uniqueEmail(testInfo, who);
  await page.goto(`/boeken/${walk.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: walk.title })).toBeVisible();
  if (persons !== 1) await page.getByRole("combobox", { name: "Aantal personen" }).selectOption(String(persons));
  await page.getByLabel("Naam").fill("Gast Bijbetaal");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await page.getByRole("button", { name: "Doorgaan" }).click(); // "Betaald" is the sandbox's default
  const confirmation = await mailTo(request, email, `Je boeking is bevestigd: ${walk.title}`);
  const link = linkIn(confirmation, MANAGE_LINK);
  await page.goto(link);
  return { email, link };
}
