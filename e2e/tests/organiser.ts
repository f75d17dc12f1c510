import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { send } from "./mailbox";

// What the browser tests do as the organisers, and the markers that keep one test's
// records apart from every other's: both projects run in parallel against one database.

/** The demo accounts platform/devseed seeds (development only). */
export const ADMIN = { email: "admin@wandelwijs.nl", password: "Wandelen!2026" };
export const CUSTOMER = { email: "klant@wandelwijs.nl", password: "Wandelen!2026" };

/** unique is a marker no other test, project or earlier run uses, in lower case so a slug may carry it. */
export function unique(testInfo: TestInfo): string {
  return `${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`.toLowerCase();
}

/** logIn signs in on the shop's /login page, as the organiser unless who says otherwise. */
export async function logIn(page: Page, who = ADMIN) {
  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill(who.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL("/");
}

/** farDay is a day of its own far ahead (2034 and later), so no other walk of a list shares it. */
export function farDay(): string {
  return new Date(Date.UTC(2034, 0, 1) + Math.floor(Math.random() * 2000) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * createWalk has the organisers make a walk through the API (request signed in as one), from
 * 09:00 to 11:00 UTC on day: free, for 1 to 15 people, published, by the river in
 * Wageningen, unless fields say otherwise. It returns the walk's id.
 */
export async function createWalk(request: APIRequestContext, day: string, fields: Record<string, unknown>): Promise<string> {
  const created = await send(request, "POST", "/api/v1/walks/admin", {
    dateStart: `${day}T09:00:00Z`,
    dateEnd: `${day}T11:00:00Z`,
    city: "Wageningen",
    address: "Grebbedijk 1",
    shortDesc: "Een wandeling voor één test.",
    fullDesc: "We lopen langs de rivier.",
    priceCents: 0,
    minParticipants: 1,
    maxParticipants: 15,
    published: true,
    ...fields,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}
