import { expect, test } from "@playwright/test";
import { join } from "node:path";
import { checkPage, expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";
import { send } from "./mailbox";
import { createWalk, farDay, logIn, unique } from "./organiser";

// A series: an organiser repeats a walk from the back office's walks list; the shop's page
// of a full date lists the series' other dates with room ("Andere data") and leads on to
// the next one. Repeated on chosen dates, the walks show the first one's image, and
// removing it from a later date on leaves the earlier ones theirs.

/** dayAfter is the ISO day days after day. */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test("an organiser repeats a walk 4 times; a full date's page leads to the other dates", { tag: "@back-office-flow" }, async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = unique(testInfo);
  const title = `Reekswandeling ${marker}`;
  const slug = `reeks-${marker}`;
  const day = farDay();

  await logIn(page);
  await createWalk(page.request, day, {
    title,
    slug,
    shortDesc: "Elke week dezelfde route.",
    fullDesc: "Een wandeling die terugkomt.",
    maxParticipants: 2,
  });

  // The walks list, searched for the walk: it stands alone until it is repeated 4 times, every week.
  await page.goto(`/admin/walks?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  const rows = page.getByRole("row").filter({ hasText: title });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Los");
  await rows.first().getByRole("button", { name: "Herhalen" }).click();
  const dialog = page.getByRole("dialog", { name: `„${title}” herhalen` });
  await expect(dialog.getByRole("combobox", { name: "Herhaal" })).toHaveText("Elke week");
  await dialog.getByRole("spinbutton", { name: "Aantal keer" }).fill("4");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Herhalen" }).click();
  await expect(page.getByText("4 data toegevoegd aan de reeks")).toBeVisible();
  await expect(rows).toHaveCount(5);
  for (let i = 0; i < 5; i++) await expect(rows.nth(i)).toContainText("Reeks van 5");
  await page.mouse.move(1, 1);
  await expect(page.locator(".MuiSnackbar-root")).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);

  // A guest books the first date full.
  const guest = await browser.newContext();
  const booked = await send(guest.request, "POST", "/api/v1/bookings", {
    walkSlug: slug,
    qty: 2,
    guestName: "Volle Gast",
    guestEmail: `vol-${marker}@example.nl`,
    guestPhone: "+31 6 12345678",
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await guest.close();

  // The full date's page lists the other four dates, soonest first, and leads to the next.
  await page.goto(`/wandelingen/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Zet me op de wachtlijst/ }).first()).toHaveAttribute("href", `/boeken/${slug}`);
  const other = page.getByRole("region", { name: "Andere data" });
  const links = other.getByRole("link");
  await expect(links).toHaveCount(4);
  for (let week = 1; week <= 4; week++) {
    await expect(links.nth(week - 1)).toHaveAttribute("href", `/wandelingen/${slug}-${dayAfter(day, 7 * week)}`);
  }
  await expect(other).toContainText("(nog 2 plekken)");
  await checkPage(page);
  await links.first().click();
  const next = `${slug}-${dayAfter(day, 7)}`;
  await expect(page).toHaveURL(`/wandelingen/${next}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Boeken/ }).first()).toHaveAttribute("href", `/boeken/${next}`);
  await expect(page.getByRole("region", { name: "Andere data" }).getByRole("link")).toHaveCount(3);
});

test("an organiser repeats a walk with an image on chosen dates; the image goes with the series", { tag: "@back-office-flow" }, async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = unique(testInfo);
  const title = `Gekozen data ${marker}`;
  const slug = `gekozen-${marker}`;
  const alt = `Heide in bloei ${marker}`;
  const day = farDay();
  const [second, third] = [dayAfter(day, 3), dayAfter(day, 10)];

  await logIn(page);
  const walkId = await createWalk(page.request, day, {
    title,
    slug,
    city: "Ede",
    address: "Ginkelseweg 1",
    shortDesc: "Op de data die passen.",
    fullDesc: "Een wandeling op gekozen data.",
    maxParticipants: 8,
  });

  // The walk gets its image on the walk form.
  await page.goto(`/admin/walks/${walkId}/edit`);
  const panel = page.getByRole("region", { name: "Omslagafbeelding" });
  await panel.getByLabel("Afbeelding kiezen").setInputFiles(join(import.meta.dirname, "fixtures", "bos-met-gps.jpg"));
  await panel.getByLabel("Beschrijving (alt-tekst)").fill(alt);
  await panel.getByRole("button", { name: "Afbeelding opslaan" }).click();
  await expect(panel.getByRole("img", { name: alt })).toBeVisible();

  // "Herhalen" on chosen dates: a day in the past is refused, named, and nothing is made.
  await page.goto(`/admin/walks?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
  const rows = page.getByRole("row").filter({ hasText: title });
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("button", { name: "Herhalen" }).click();
  const dialog = page.getByRole("dialog", { name: `„${title}” herhalen` });
  await dialog.getByRole("combobox", { name: "Herhaal" }).click();
  await page.getByRole("option", { name: "Gekozen data" }).click();
  const chosen = dialog.getByRole("list", { name: "Gekozen data" }).getByRole("listitem");
  for (const d of [third, "2020-01-06", second]) {
    await dialog.getByLabel("Datum", { exact: true }).fill(d);
    await dialog.getByRole("button", { name: "Datum toevoegen" }).click();
  }
  await expect(chosen).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Herhalen" }).click();
  await expect(dialog).toContainText("6 januari 2020 ligt in het verleden");
  await chosen.first().locator(".MuiChip-deleteIcon").click();
  await expect(chosen).toHaveCount(2);
  const repeated = page.waitForResponse((r) => r.url().endsWith(`/walks/admin/${walkId}/repeat`) && r.status() === 201);
  await dialog.getByRole("button", { name: "Herhalen" }).click();
  const made = (await (await repeated).json()) as { id: string; slug: string }[];
  expect(made.map((w) => w.slug)).toEqual([`${slug}-${second}`, `${slug}-${third}`]);
  await expect(page.getByText("2 data toegevoegd aan de reeks")).toBeVisible();
  // Three walks, not five: the refused attempt made none.
  await expect(rows).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toContainText("Reeks van 3");

  // The dates made show the same stored image as the walk they were made from.
  const imageOf = async (walkSlug: string) => {
    await page.goto(`/wandelingen/${walkSlug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    return page.getByRole("img", { name: alt });
  };
  const src = await (await imageOf(slug)).getAttribute("src");
  expect(src).toMatch(/^\/media\/[0-9a-f]{20}-/);
  for (const w of made) await expect(await imageOf(w.slug)).toHaveAttribute("src", src!);

  // Removed from the second date on, "Deze en alle volgende": the first keeps it.
  await page.goto(`/admin/walks/${made[0].id}/edit`);
  await expect(panel.getByRole("img", { name: alt })).toBeVisible();
  await panel.getByRole("radio", { name: "Deze en alle volgende" }).check();
  await panel.getByRole("button", { name: "Afbeelding verwijderen" }).click();
  await expect(panel.getByText("Deze wandeling heeft nog geen afbeelding.")).toBeVisible();
  await expect(await imageOf(made[1].slug)).toHaveCount(0);
  await expect(await imageOf(slug)).toHaveAttribute("src", src!);
});
