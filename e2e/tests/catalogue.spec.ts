import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";

// The demo data (platform/devseed) seeds these walks.
const morningWalk = { slug: "ochtendwandeling-over-verwondering", title: "Ochtendwandeling over verwondering" };

test.describe("walk catalogue", () => {
  test("the overview shows the upcoming walks as cards with Dutch prices", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: morningWalk.title }) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/€\s25,00/);
    await expect(card.getByRole("link", { name: /Meer info/ })).toHaveAttribute("href", `/wandelingen/${morningWalk.slug}`);
    await expect(card.getByRole("link", { name: /Boeken/ })).toHaveAttribute("href", `/boeken/${morningWalk.slug}`);

    const free = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Gratis kennismakingswandeling" }) });
    await expect(free).toContainText("Gratis");

    await expect(page.getByRole("heading", { name: "Herfstwandeling over loslaten" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Aanvragen/ }).first()).toHaveAttribute("href", "/maatwerk");
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("the custom-walk card follows the first walk card", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("article");
    await expect(cards.nth(1)).toContainText(/maatwerk|op maat|Aanvragen/i);
    await expect(cards.nth(1).getByRole("link", { name: /Aanvragen/ })).toHaveAttribute("href", "/maatwerk");
  });

  test("Meer info opens the walk detail with its booking rules", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: morningWalk.title }) });
    await card.getByRole("link", { name: /Meer info/ }).click();
    await expect(page).toHaveURL(`/wandelingen/${morningWalk.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: morningWalk.title })).toBeVisible();
    await expect(page.getByText(/annuleren kan tot 4 dagen/i)).toBeVisible();
    await expect(page.getByText(/Verwondering is volgens Plato/)).toBeVisible();
    await expect(page.getByText(/Ritzema Bosweg 3/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("a detail page works as a deep link", async ({ page }) => {
    await page.goto("/wandelingen/bijna-vol-uiterwaarden");
    await expect(page.getByRole("heading", { level: 1, name: "Uiterwaardenwandeling over tijd" })).toBeVisible();
    await expect(page.getByText(/2 plek/).first()).toBeVisible();
  });

  test("an unknown walk says so and links back", async ({ page }) => {
    await page.goto("/wandelingen/bestaat-niet");
    await expect(page.getByText("Wandeling niet gevonden")).toBeVisible();
    await page.getByRole("link", { name: /terug|overzicht|wandelingen/i }).first().click();
    await expect(page).toHaveURL("/");
    await expectNoSeriousA11yViolations(page);
  });

  test("an unknown page says so inside the layout, not a blank screen", async ({ page }) => {
    await page.goto("/bestaat-niet");
    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("catalogue API through the BFF", () => {
  test("lists at least three future walks and answers a JSON 404 for an unknown slug", async ({ request }) => {
    const list = await request.get("/api/v1/walks");
    expect(list.status()).toBe(200);
    const walks: { dateStart: string; availableSpots: number }[] = await list.json();
    expect(walks.length).toBeGreaterThanOrEqual(3);
    for (const w of walks) expect(new Date(w.dateStart).getTime()).toBeGreaterThan(Date.now());

    const missing = await request.get("/api/v1/walks/bestaat-niet");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: "Wandeling niet gevonden", code: "walk_not_found" });
  });
});
