import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { linkIn, mailTo, uniqueEmail } from "./mailbox";

// What the browser tests do as a guest who books a paid walk and comes back through the
// manage link (/boeking/{token}) in the confirmation mail.

/** MANAGE_LINK is the path of a booking's manage link in its mails. */
export const MANAGE_LINK = /\/boeking\/[A-Za-z0-9_-]{43}/;

/** Guest says who books: their name on the booking and how many persons (1 unless said). */
export interface Guest {
  name?: string;
  persons?: number;
}

/**
 * bookPaid books paid places on walk as a new guest (who names their address), pays at the
 * sandbox and reads the confirmation mail; it returns the guest's address and the mail's
 * manage link.
 */
export async function bookPaid(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  walk: { slug: string; title: string },
  who: string,
  { name = "Gast Bijbetaal", persons = 1 }: Guest = {},
) {
  const email = uniqueEmail(testInfo, who);
  await page.goto(`/boeken/${walk.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: walk.title })).toBeVisible();
  if (persons !== 1) await page.getByRole("combobox", { name: "Aantal personen" }).selectOption(String(persons));
  await page.getByLabel("Naam").fill(name);
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await page.getByRole("button", { name: "Doorgaan" }).click(); // "Betaald" is the sandbox's default
  const confirmation = await mailTo(request, email, `Je boeking is bevestigd: ${walk.title}`);
  return { email, link: linkIn(confirmation, MANAGE_LINK) };
}

/** bookAndOpen books as bookPaid does and opens the confirmation mail's manage link. */
export async function bookAndOpen(...args: Parameters<typeof bookPaid>) {
  const booked = await bookPaid(...args);
  await args[0].goto(booked.link);
  return booked;
}

/** askMorePersons asks on the manage page for persons in all; it returns the dialog that confirms it. */
export async function askMorePersons(page: Page, persons: number) {
  const add = page.getByRole("main").getByRole("region", { name: "Meer personen" });
  await add.getByRole("combobox", { name: "Nieuw aantal personen" }).selectOption(String(persons));
  await add.getByRole("button", { name: "Personen toevoegen" }).click();
  return page.getByRole("dialog", { name: "Meer personen" });
}

/** askToMove picks the other date titled title on the manage page and asks to move there; it returns the dialog that confirms it. */
export async function askToMove(page: Page, title: string) {
  const move = page.getByRole("main").getByRole("region", { name: "Andere datum" });
  await move.getByRole("radio", { name: new RegExp(title) }).check();
  await move.getByRole("button", { name: "Verplaatsen" }).click();
  return page.getByRole("dialog", { name: "Boeking verplaatsen" });
}
