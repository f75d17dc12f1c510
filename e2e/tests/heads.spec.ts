import { expect, test, type Page } from "@playwright/test";
import { appStarted } from "./axe";

// What search engines and link previews read (bff/pages), and the tab title in the browser.
// The demo data (platform/devseed) seeds this walk.
const morningWalk = { slug: "ochtendwandeling-over-verwondering", title: "Ochtendwandeling over verwondering" };

/** holdTheApp holds the app's script back, as a slow line would, until the function it returns is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("page heads", () => {
  test("a walk page carries its title, canonical link and Event without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/wandelingen/${morningWalk.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${morningWalk.title} | Wandelwijs`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/wandelingen/${morningWalk.slug}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", morningWalk.title);
    const event = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(event).toMatchObject({ "@type": "Event", name: morningWalk.title, eventStatus: "https://schema.org/EventScheduled" });
    await context.close();
  });

  test("the home page's welcome comes in its HTML, in its language, and shows without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, title, lead] of [
      ["/", "Filosofische wandelingen in de natuur", /^Loop mee door de bossen/],
      ["/en/", "Philosophical walks in nature", /^Walk with us through the woods/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("main .lead")).toHaveText(lead);
      await expect(page.getByRole("navigation", { name: path === "/" ? "Hoofdmenu" : "Main menu" })).toBeVisible();
      // Rendered whole at build time: nothing left for the browser to render.
      await expect(page.locator("#root template")).toHaveCount(0);
    }
    await context.close();
  });

  test("a walk's page comes with the walk's head and story in its HTML, and shows them without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/wandelingen/${morningWalk.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(morningWalk.title);
    await expect(page.locator(".walk-hero .eyebrow")).toHaveText(/^\p{L}+ · \p{L}+dag \d{1,2} \p{L}+ \d{4}$/u);
    await expect(page.getByRole("heading", { level: 2, name: "Over deze wandeling" })).toBeVisible();
    await expect(page.locator("#walk-about ~ p").first()).not.toBeEmpty();
    await expect(page.locator("#root template")).toHaveCount(0);
    await context.close();
  });

  test("the English page of a walk described in Dutch comes with its texts marked as Dutch, as the app marks them", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en/wandelingen/${morningWalk.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(morningWalk.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "nl");
    await expect(page.getByText("This walk is described in Dutch.")).toBeVisible();
    await expect(page.locator(".walk-hero .eyebrow")).toHaveText(/^\p{L}+ · \p{L}+day, \d{1,2} \p{L}+ \d{4}$/u);
    await context.close();
  });

  test("the app takes a walk's page over from its HTML where the visitor is, and adds the booking card", async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(`/wandelingen/${morningWalk.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: morningWalk.title })).toBeVisible();
    await expect(page.locator(".booking-card")).toHaveCount(0);
    const boxes = () =>
      page.evaluate(() =>
        ["header", "main h1", ".walk-hero .eyebrow", ".walk-hero .lead", "#walk-about", "#walk-about ~ p"].map((selector) => {
          const element = document.querySelector(selector)!;
          const box = element.getBoundingClientRect();
          // The header's account part reads differently once the app knows who is there.
          const text = selector === "header" ? "" : element.textContent;
          return `${selector}: ${Math.round(box.top)} ${Math.round(box.height)} ${text}`;
        }),
      );
    const firstScreen = await boxes();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);

    release();
    await expect(page.locator(".booking-card")).toBeVisible();
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Where they share it, the app's page is the first screen: place, size and text.
    expect(await boxes()).toEqual(firstScreen);
  });

  test("a walk's booking form comes with the walk's facts in its HTML, and the form with the app", async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(`/boeken/${morningWalk.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: morningWalk.title })).toBeVisible();
    const facts = page.getByRole("list", { name: "Over deze wandeling" });
    await expect(facts.getByRole("listitem")).toHaveText([/^Datum: \p{L}+dag \d/u, /^Tijd: \d\d:\d\d–\d\d:\d\d \(\d+ uur/, /^Locatie: .+, \p{L}+$/u, /^Prijs: (€\s[\d.,]+ per persoon|Gratis)$/]);
    // The test-mode banner, as the stack's shop takes no real money, is there at once.
    await expect(page.getByRole("note")).toHaveText(/^Testmodus/);
    await expect(page.getByRole("form")).toHaveCount(0);
    const boxes = () =>
      page.evaluate(() =>
        [".booking-hero .back-link", "main h1", ".walk-facts", ".test-mode-banner"].map((selector) => {
          const element = document.querySelector(selector)!;
          const box = element.getBoundingClientRect();
          return `${selector}: ${Math.round(box.top)} ${Math.round(box.height)} ${element.textContent}`;
        }),
      );
    const firstScreen = await boxes();

    release();
    await expect(page.locator(".booking-layout__main")).toBeVisible();
    await expect(page.locator("main")).toHaveCount(1);
    expect(await boxes()).toEqual(firstScreen);
  });

  test("the app takes the home page over from its HTML where the visitor is", async ({ page }) => {
    // The app's script comes late, as on a slow line: the welcome is there before it.
    const release = await holdTheApp(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Filosofische wandelingen in de natuur" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
    // The app's page looks like the first screen where they share it: the header and the welcome.
    const boxes = () =>
      page.evaluate(() =>
        ["header", "main h1", "main .lead"].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return `${selector}: ${Math.round(box.top)} ${Math.round(box.height)}`;
        }),
      );
    const firstScreen = await boxes();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);

    release();
    await expect(page.getByRole("article").first()).toBeVisible();
    // The app's page in place of the first screen, not beside it, and the visitor's place kept.
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await boxes()).toEqual(firstScreen);
  });

  test("on a phone the first screen's menu opens before the app runs, and stays open when it does", { tag: "@shop-flow" }, async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto("/");
    const info = page.getByRole("navigation", { name: "Informatie" });
    await expect(info).toBeHidden();
    await page.getByRole("link", { name: "Menu" }).click();
    await expect(info.getByRole("link", { name: "Over ons" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    release();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(info.getByRole("link", { name: "Over ons" })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(info).toBeHidden();
  });

  test("the walk page keeps its title and canonical link once the app runs", async ({ page, baseURL }) => {
    await page.goto(`/wandelingen/${morningWalk.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: morningWalk.title })).toBeVisible();
    await expect(page).toHaveTitle(`${morningWalk.title} | Wandelwijs`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/wandelingen/${morningWalk.slug}`);
  });

  test("the first screen comes with the page: no call for the walks, and the walk page's chunk preloaded", async ({ page }) => {
    const walkCalls: string[] = [];
    page.on("request", (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith("/api/v1/walks")) walkCalls.push(pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: morningWalk.title })).toBeVisible();
    await page.goto(`/wandelingen/${morningWalk.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: morningWalk.title })).toBeVisible();
    // Its first screen painted, the page fetches its chunk beside the app's own.
    await appStarted(page);
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    expect(preloaded.some((href) => /\/assets\/walk-detail-[\w-]+\.js$/.test(href))).toBe(true);
    await page.goto(`/boeken/${morningWalk.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(morningWalk.title) })).toBeVisible();
    expect(walkCalls).toEqual([]);
  });

  test("an unknown walk is a 404 with the app's 'Wandeling niet gevonden'", async ({ page }) => {
    const response = await page.goto("/wandelingen/bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Wandeling niet gevonden | Wandelwijs");
    await expect(page.getByText("Wandeling niet gevonden").first()).toBeVisible();
  });

  test("document.title follows client-side navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Filosofische wandelingen rond Wageningen | Wandelwijs");
    // A mark on the window survives only while the app navigates without loading a page.
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));

    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: morningWalk.title }) });
    await card.getByRole("link", { name: /Meer info/ }).click();
    await expect(page).toHaveURL(`/wandelingen/${morningWalk.slug}`);
    await expect(page).toHaveTitle(`${morningWalk.title} | Wandelwijs`);

    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page).toHaveTitle("Contact | Wandelwijs");

    await page.goBack();
    await expect(page).toHaveTitle(`${morningWalk.title} | Wandelwijs`);
    expect(await page.evaluate(() => (window as { stillTheSameDocument?: boolean }).stillTheSameDocument)).toBe(true);
  });

  test("robots.txt names the sitemap, which lists the upcoming walks", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /boeken/");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/wandelingen/${morningWalk.slug}</loc>`);
  });
});
