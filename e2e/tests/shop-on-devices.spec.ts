import { expect, test, type Page } from "@playwright/test";
import { appStarted, checkPage } from "./axe";
import { uniqueEmail } from "./mailbox";

// The shop as a customer meets it on a phone (375 px) and a laptop (1280 px): every first
// POST goes through, every section is one tap away, nothing jumps while a page loads,
// open payments can be paid, and forms keep to the spec's fallbacks.

const PAID_WALK = { slug: "ochtendwandeling-over-verwondering", title: "Ochtendwandeling over verwondering" };
// The tests that book, or need places left, use a walk no other spec books on.
const ROOMY_WALK = { slug: "avondwandeling-vriendschap", title: "Avondwandeling over vriendschap" };
const SECTIONS = ["Wandelingen", "Maatwerk", "Cadeaubon", "Feest", "Contact"];
const PAYMENT_RESULT = { timeout: 20_000 };
const SHOP_PAGES = [
  "/",
  `/wandelingen/${PAID_WALK.slug}`,
  `/boeken/${PAID_WALK.slug}`,
  "/cadeaubon",
  "/maatwerk",
  "/feest",
  "/contact",
  "/filosofische-wandeling-info",
  "/over-ons",
  "/login",
  "/register",
  "/booking-success",
  "/bestaat-niet",
];

/** postWithCsrf sends a JSON POST with the page's cookies and its CSRF token, as the apps do. */
async function postWithCsrf(page: Page, path: string, data: unknown) {
  const token = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value;
  const res = await page.request.post(path, { data, headers: { "X-XSRF-TOKEN": decodeURIComponent(token!) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** inViewport tells whether the whole element lies within the viewport's width. */
async function insideViewportWidth(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    return [...document.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      })
      .map((el) => el.textContent ?? "");
  }, selector);
}

/** cumulativeLayoutShift starts counting layout shifts before the page's own scripts run. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test.describe("the shop as customers use it", () => {
  test("a fresh visit's first POST carries the CSRF header and is not refused first", async ({ page }) => {
    const refused: string[] = [];
    page.on("response", (res) => {
      if (res.status() === 403) refused.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
    });
    await page.goto("/login");
    expect((await page.context().cookies()).some((c) => c.name === "XSRF-TOKEN"), "the page handed out the cookie").toBe(true);
    const login = page.waitForRequest((req) => req.method() === "POST" && req.url().endsWith("/api/v1/auth/login"));
    await page.getByLabel("E-mailadres").fill("klant@wandelwijs.nl");
    await page.getByLabel("Wachtwoord", { exact: true }).fill("Wandelen!2026");
    await page.getByRole("button", { name: "Inloggen" }).click();
    expect((await login).headers()["x-xsrf-token"], "the first POST sent the header").toBeTruthy();
    await expect(page).toHaveURL("/");
    expect(refused).toEqual([]);
  });

  test("a page opened on 127.0.0.1 continues on PUBLIC_URL's host, so its cookies come back from checkout", async ({ page, baseURL }) => {
    const other = baseURL!.replace("localhost", "127.0.0.1");
    await page.goto(`${other}/cadeaubon?bron=test`);
    await expect(page).toHaveURL(`${baseURL}/cadeaubon?bron=test`);
    await expect(page.getByRole("heading", { level: 1, name: "Geef een wandeling cadeau" })).toBeVisible();
  });

  test("every section of the second bar is in sight and reachable, without swiping", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    for (const section of SECTIONS) await expect(nav.getByRole("link", { name: section, exact: true })).toBeInViewport({ ratio: 1 });
    expect(await insideViewportWidth(page, ".mainnav a")).toEqual([]);
    await nav.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await nav.getByRole("link", { name: "Feest", exact: true }).click();
    await expect(page).toHaveURL("/feest");
    await checkPage(page);
  });

  test("the test stack, in test mode, says so at the foot of every page, covering no click", async ({ page }) => {
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      // The home page's first screen carries the banner too; the app's own is measured.
      await appStarted(page);
      const banner = page.getByRole("note").filter({ hasText: "Testmodus" });
      await expect(banner).toHaveText("Testmodus: betalingen zijn niet echt en er wordt niets afgeschreven.");
      await expect(banner).toBeInViewport({ ratio: 1 });
      expect(await banner.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    }
    await checkPage(page);
  });

  test("no shop page shifts while it loads (CLS below 0.1)", async ({ page }) => {
    test.setTimeout(60_000);
    await recordLayoutShifts(page);
    const shifts: Record<string, number> = {};
    for (const path of SHOP_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      if (cls >= 0.1) shifts[path] = cls;
    }
    expect(shifts).toEqual({});
  });

  test("Mijn wandelingen shows the next walk first", { tag: "@shop-flow" }, async ({ page, browser }, testInfo) => {
    // Two free walks of their own, the later one made first, booked by a new customer.
    const admin = await browser.newPage();
    await admin.goto("/login");
    await admin.getByLabel("E-mailadres").fill("admin@wandelwijs.nl");
    await admin.getByLabel("Wachtwoord", { exact: true }).fill("Wandelen!2026");
    await admin.getByRole("button", { name: "Inloggen" }).click();
    await expect(admin).toHaveURL("/");
    const marker = `${testInfo.project.name}-${Date.now()}`;
    const slugs: string[] = [];
    for (const days of [40, 20]) {
      const start = new Date(Date.now() + days * 86_400_000);
      const slug = `volgorde-${days}-${marker}`;
      await postWithCsrf(admin, "/api/v1/walks/admin", {
        title: `Volgorde ${days} ${marker}`,
        slug,
        dateStart: start.toISOString(),
        dateEnd: new Date(start.getTime() + 7_200_000).toISOString(),
        city: "Ede",
        address: "Heide 1",
        shortDesc: "Kort.",
        fullDesc: "Lang.",
        priceCents: 0,
        minParticipants: 1,
        maxParticipants: 10,
        published: true,
      });
      slugs.push(slug);
    }
    await admin.close();

    await page.goto("/register");
    await page.getByLabel("Naam").fill("Volgorde Klant");
    await page.getByLabel("E-mailadres").fill(uniqueEmail(testInfo, "volgorde"));
    await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
    await page.getByLabel("Wachtwoord").fill("Verwondering!2026");
    await page.getByRole("button", { name: "Account aanmaken" }).click();
    await expect(page).toHaveURL("/");
    for (const slug of slugs) await postWithCsrf(page, "/api/v1/bookings", { walkSlug: slug, qty: 1 });

    await page.goto("/mijn-wandelingen");
    const titles = page.getByRole("main").getByRole("article").getByRole("heading");
    await expect(titles).toHaveText([`Volgorde 20 ${marker}`, `Volgorde 40 ${marker}`]);
    await checkPage(page);
  });

  test("/maatwerk puts 6 in place of a group of 3 or 40", async ({ page }) => {
    await page.goto("/maatwerk");
    const count = page.getByLabel(/Aantal deelnemers/);
    for (const typed of ["3", "40"]) {
      await count.fill(typed);
      await count.blur();
      await expect(count).toHaveValue("6");
    }
    await checkPage(page);
  });

  test("a payment left open offers 'Nu betalen', which leads to a new checkout; paid, the page links onward", { tag: "@shop-flow" }, async ({ page }, testInfo) => {
    await page.goto(`/boeken/${ROOMY_WALK.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: ROOMY_WALK.title })).toBeVisible();
    await page.getByLabel("Naam").fill("Wandelaar Open");
    await page.getByLabel("E-mailadres").fill(uniqueEmail(testInfo, "open"));
    await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
    await page.getByRole("button", { name: "Doorgaan naar betaling" }).click();
    await expect(page).toHaveURL(/\/checkout\/tr_/);
    await page.getByLabel("Open", { exact: true }).check();
    await page.getByRole("button", { name: "Doorgaan" }).click();
    await expect(page).toHaveURL(/\/booking-success\?bookingId=[0-9a-f-]{36}$/);
    const bookingId = new URL(page.url()).searchParams.get("bookingId");

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Betaling verwerken..." })).toBeVisible();
    const payNow = main.getByRole("button", { name: "Nu betalen" });
    await expect(payNow).toBeVisible(PAYMENT_RESULT);
    await expect(payNow).toBeInViewport();
    await checkPage(page);

    await payNow.click();
    await expect(page).toHaveURL(/\/checkout\/tr_/);
    await page.getByRole("button", { name: "Doorgaan" }).click(); // Betaald is preselected
    await expect(main.getByRole("heading", { level: 1, name: "Betaling succesvol!" })).toBeVisible(PAYMENT_RESULT);
    expect(new URL(page.url()).searchParams.get("bookingId")).toBe(bookingId);
    await expect(main.getByRole("link", { name: "Meer wandelingen bekijken" })).toHaveAttribute("href", "/");
    await main.getByRole("link", { name: "Je boeking bekijken" }).click();
    await expect(page).toHaveURL(`/booking/complete/${bookingId}`);
    await expect(main.getByRole("heading", { level: 1, name: "Betaald: je boeking is bevestigd!" })).toBeVisible();
  });
});

/** wrappedLabels lists the buttons and button-like links whose visible label takes more than one line. */
async function wrappedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main .btn, main button")]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return tops.size > 1;
      })
      .map((el) => el.textContent ?? ""),
  );
}

/** halfEmptyRows lists the form fields that sit alone in a row of a two-column field grid. */
async function halfEmptyRows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".field-grid")].flatMap((grid) => {
      const width = grid.getBoundingClientRect().width;
      const fields = [...grid.children].map((el) => el.getBoundingClientRect());
      return fields
        .filter((box) => fields.filter((other) => Math.abs(other.top - box.top) < 2).length === 1 && box.width < width - 2)
        .map((box) => `${Math.round(box.width)} of ${Math.round(width)} px at ${Math.round(box.top)}`);
    }),
  );
}

test.describe("the shop's layout at 375 and 1280 px", () => {
  test("the header leaves the phone's screen to the page, and every footer link is a finger's height to tap", async ({ page }) => {
    await page.goto("/");
    await appStarted(page);
    const header = (await page.getByRole("banner").boundingBox())!;
    if (page.viewportSize()!.width < 760) expect(header.height, "the phone's header height").toBeLessThanOrEqual(134);
    const links = page.getByRole("contentinfo").getByRole("link");
    await expect(links.first()).toBeAttached();
    const heights = await links.evaluateAll((all) => all.map((a) => `${a.textContent}: ${Math.round(a.getBoundingClientRect().height)}`));
    expect(heights.filter((h) => Number(h.split(": ").pop()) < 44)).toEqual([]);
  });

  test("no button label on the overview wraps ('Meer info', 'Boeken')", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Meer info/ }).first()).toBeVisible();
    expect(await wrappedLabels(page)).toEqual([]);
  });

  test("the booking form's amounts line up on the right, beside their labels", async ({ page }) => {
    await page.goto(`/boeken/${ROOMY_WALK.slug}`);
    await page.getByRole("combobox", { name: "Aantal personen" }).selectOption("2");
    const summary = page.getByRole("region", { name: "Overzicht" });
    await expect(summary).toContainText("Subtotaal (2 personen");
    const rows = await summary.locator("dl > div").evaluateAll((divs) =>
      divs.map((div) => {
        const dt = div.querySelector("dt")!.getBoundingClientRect();
        const dd = div.querySelector("dd")!.getBoundingClientRect();
        return { ddRight: Math.round(dd.right), rowRight: Math.round(div.getBoundingClientRect().right), sameLine: Math.abs(dd.top - dt.top) < 12 };
      }),
    );
    for (const row of rows) {
      expect(row.ddRight).toBe(row.rowRight);
      expect(row.sameLine).toBe(true);
    }
    await checkPage(page);
  });

  test("/cadeaubon's inputs side by side line up, and no form leaves a half-empty row", async ({ page }) => {
    await page.goto("/cadeaubon");
    const tops = async (a: string, b: string) => [
      Math.round((await page.getByLabel(a, { exact: true }).boundingBox())!.y),
      Math.round((await page.getByLabel(b, { exact: true }).boundingBox())!.y),
    ];
    const [name, email] = await tops("Naam ontvanger", "E-mailadres ontvanger");
    const [mine, myEmail] = await tops("Jouw naam", "Jouw e-mailadres");
    if (page.viewportSize()!.width >= 640) {
      expect(email).toBe(name);
      expect(myEmail).toBe(mine);
    }
    expect(await halfEmptyRows(page)).toEqual([]);
    for (const path of ["/feest", "/contact", "/maatwerk"]) {
      await page.goto(path);
      await expect(page.locator(".field-grid").first()).toBeVisible();
      expect(await halfEmptyRows(page), path).toEqual([]);
    }
  });
});

// A browser that prefers English meets the Dutch pages with the suggestion of their English
// twin (Lighthouse's Chrome does too). The suggestion comes after the page's own content, so
// it must take a place that moves nothing, and leave every control in sight.
test.describe("a Dutch page in a browser that prefers English", () => {
  test.use({ locale: "en-US" });
  const SUGGESTION = { name: "This page is also in English." };

  test("the English suggestion moves nothing while the page loads (CLS 0)", async ({ page }) => {
    // A slow phone's CPU: the browser's parser then yields mid-page, and a first screen
    // painted half-read (a brand without its name, a menu without its last links) shifts.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await recordLayoutShifts(page);
    const shifts: Record<string, number> = {};
    for (const path of ["/", `/wandelingen/${PAID_WALK.slug}`, `/boeken/${PAID_WALK.slug}`]) {
      await page.goto(path);
      await expect(page.getByRole("complementary", SUGGESTION)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      // Two frames: the last layout is painted, so its shifts are reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      if (cls > 0) shifts[path] = cls;
    }
    expect(shifts).toEqual({});
  });

  test("the suggestion covers no focused control, is reached and dismissed by keyboard, and stays dismissed", async ({ page }) => {
    await page.goto(`/boeken/${ROOMY_WALK.slug}`);
    const bar = page.getByRole("complementary", SUGGESTION);
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkPage(page);
    // Once round the page by keyboard: every control is in sight when focused, above the
    // bar or in it, and the bar's button is among them.
    const hidden: string[] = [];
    const seen = new Set<string>();
    let dismissReached = false;
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const aside = document.querySelector("aside.language-suggestion");
        if (!el || !aside || el === document.body) return null;
        const box = el.getBoundingClientRect();
        // What lies on top at the control's middle and just above its lower edge.
        const x = box.left + box.width / 2;
        const onTop = [box.top + box.height / 2, box.bottom - 2].map((y) => document.elementFromPoint(x, y));
        return {
          id: String([...document.querySelectorAll("*")].indexOf(el)),
          label: `${el.tagName} ${el.getAttribute("name") ?? el.textContent?.trim().slice(0, 40)}`,
          covered: onTop.some((top) => !top || !(el.contains(top) || top.contains(el))),
          dismiss: aside.contains(el) && el.tagName === "BUTTON",
        };
      });
      if (!focus) continue;
      if (seen.has(focus.id)) break;
      seen.add(focus.id);
      if (focus.covered) hidden.push(focus.label);
      dismissReached ||= focus.dismiss;
    }
    expect(seen.size, "controls reached").toBeGreaterThan(10);
    expect(hidden).toEqual([]);
    expect(dismissReached, "Tab reaches the suggestion's button").toBe(true);

    // Dismissed by keyboard, it stays away on the next page load.
    await bar.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "English" }).first()).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});
