import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";
import { send } from "./mailbox";
import { ADMIN, CUSTOMER, logIn } from "./organiser";

// The back office as organisers use it on a laptop (1280 px) and a small screen (1024 px):
// every list fits with its actions in sight, addresses wrap only between their parts,
// vouchers are found by their code; and the screens around it (access denied, skip link,
// favicon) look and read like the rest.

const LISTS = ["/admin/", "/admin/walks", "/admin/bookings", "/admin/users", "/admin/vouchers", "/admin/feest-requests", "/admin/custom-walks", "/admin/audit"];

/** postAsVisitor sends a request form's body as the shop does, with the page's CSRF cookie. */
async function postAsVisitor(page: Page, path: string, data: unknown) {
  const res = await send(page.request, "POST", path, data);
  expect(res.status(), await res.text()).toBe(201);
}

/** misfits lists what does not fit: tables wider than their card, actions outside the viewport, a page wider than the screen. */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const table of document.querySelectorAll("main table")) {
      const box = table.parentElement!;
      if (table.scrollWidth > box.clientWidth + 1) out.push(`table ${table.scrollWidth} px in ${box.clientWidth} px`);
    }
    for (const el of document.querySelectorAll<HTMLElement>("main button, main a, main [role=button]")) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1)) out.push(`action '${el.textContent?.trim() || el.getAttribute("aria-label")}' at ${Math.round(r.left)}–${Math.round(r.right)} px`);
    }
    for (const el of document.querySelectorAll<HTMLElement>("main td")) {
      const style = getComputedStyle(el);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflow === "hidden") out.push(`cell cut: ${el.textContent?.slice(0, 30)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) out.push(`page ${document.documentElement.scrollWidth} px wide`);
    return out;
  });
}

/** addressesBrokenMidWord lists the e-mail addresses of which a part between '@' and dots takes two lines. */
async function addressesBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".email-address")]
      .filter((el) =>
        [...el.childNodes].some((node) => {
          if (node.nodeType !== Node.TEXT_NODE) return false;
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1;
        }),
      )
      .map((el) => el.textContent ?? ""),
  );
}

/** sendWithCsrf posts data to the API as the apps do (send) and returns the answer, which must be a success. */
async function sendWithCsrf(page: Page, path: string, data: unknown) {
  const res = await send(page.request, "POST", path, data);
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test.describe("the back office as organisers use it", () => {
  test.describe.configure({ timeout: 90_000 });

  test("every list fits a 1280 px and a 1024 px screen with its actions in sight, addresses unbroken", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "on a phone a list scrolls inside its card (the 'every screen fits' test in admin-screens.spec.ts)");
    // A request of each kind, with a long address, so their lists have rows to measure.
    await page.goto("/feest");
    const long = `iemand.met.een.heel.lang.adres.${Date.now()}@voorbeeld-organisatie.example.nl`;
    await postAsVisitor(page, "/api/v1/feest", { name: "Feest Meting", email: long, phone: "0317 123456", message: "Een verjaardag met 8 mensen." });
    await postAsVisitor(page, "/api/v1/custom-walks", {
      contactName: "Maatwerk Meting",
      contactEmail: long,
      contactPhone: "06 12345678",
      participantCount: 12,
      duration: "2-hours",
      hasAccessibilityNeeds: false,
    });
    await logIn(page, ADMIN);
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of LISTS) {
        await page.goto(path);
        await expect(page.locator("main table tbody tr").or(page.getByText("Geen resultaten gevonden")).first()).toBeVisible();
        await expect(page.locator(".MuiLinearProgress-root")).toHaveCount(0);
        expect(await misfits(page), `${path} at ${width} px`).toEqual([]);
        expect(await addressesBrokenMidWord(page), `${path} at ${width} px`).toEqual([]);
      }
    }
    await expectNoSeriousA11yViolations(page);
  });

  test("a walk's figures add up, and are the same in the walks list, on the dashboard and in the shop", { tag: "@back-office-flow" }, async ({ page, browser }, testInfo) => {
    // A walk of 6 places of its own, tomorrow, so that it is among the dashboard's next walks.
    await logIn(page, ADMIN);
    const marker = `${testInfo.project.name}-${Date.now()}`;
    const start = new Date(Date.now() + 26 * 3_600_000 + Math.floor(Math.random() * 3_600_000));
    const walk = await sendWithCsrf(page, "/api/v1/walks/admin", {
      title: `Telwandeling ${marker}`,
      slug: `telwandeling-${marker}`,
      dateStart: start.toISOString(),
      dateEnd: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      city: "Wageningen",
      address: "Arboretum 1",
      shortDesc: "Tellen.",
      fullDesc: "We tellen de plaatsen.",
      priceCents: 2000,
      minParticipants: 1,
      maxParticipants: 6,
      published: true,
    });

    // A guest pays for 1 place; another starts paying for 2 and leaves it open (held).
    const guest = await browser.newPage();
    await guest.goto("/");
    const order = (qty: number, who: string) => ({ walkId: walk.id, qty, guestName: who, guestEmail: `${who}-${marker}@example.nl`, guestPhone: "+31 6 12345678" });
    const paid = await sendWithCsrf(guest, "/api/v1/payments/create-booking-payment", order(1, "betaler"));
    await sendWithCsrf(guest, "/api/v1/payments/create-booking-payment", order(2, "wachter"));
    await guest.goto(paid.checkoutUrl);
    await guest.getByRole("button", { name: "Doorgaan" }).click(); // Betaald is preselected
    await expect(guest.getByRole("heading", { level: 1, name: "Betaling succesvol!" })).toBeVisible({ timeout: 20_000 });

    // booked 3 = 1 paid + 2 pending; free 3 = 6 − 3; everywhere.
    await page.goto(`/admin/walks?filter=${encodeURIComponent(JSON.stringify({ q: marker }))}`);
    const row = page.getByRole("row").filter({ hasText: marker });
    await expect(row).toContainText("3 geboekt");
    await expect(row).toContainText("1 betaald, 2 wachtend");
    await expect(row).toContainText("3 vrij");
    await page.goto("/admin/");
    // The cards count bookings the same way: both totals are paid + pending.
    const figure = (section: string, label: string) =>
      page.getByRole("region", { name: section }).locator("dt", { hasText: label }).first().locator("xpath=following-sibling::dd[1]");
    await expect(figure("Boekingen", "Totaal")).toHaveText(/^[\d.]+$/);
    const [walksTotal, total, paidCount, pending] = await Promise.all([
      figure("Wandelingen", "Totaal boekingen").textContent(),
      figure("Boekingen", "Totaal").textContent(),
      figure("Boekingen", "Betaald").textContent(),
      figure("Boekingen", "Wachtend").textContent(),
    ]);
    const count = (text: string | null) => Number((text ?? "").replace(/\D/g, "")); // "1.056" is 1056
    expect(count(walksTotal)).toBe(count(total));
    expect(count(total)).toBe(count(paidCount) + count(pending));
    await expect(page.getByRole("region", { name: "Komende wandelingen" }).getByRole("row").filter({ hasText: marker })).toContainText("3 (1) · 1–6");
    await guest.goto(`/boeken/${walk.slug}`);
    await expect(guest.getByText("Nog 3 plekken beschikbaar")).toBeVisible();
    await guest.close();
  });

  test("a voucher is found by the code a customer reads out", { tag: "@back-office-flow" }, async ({ page }) => {
    await logIn(page, ADMIN);
    await page.goto("/admin/vouchers");
    await page.getByRole("textbox", { name: "Zoek op code" }).fill("wand elwy spad");
    await expect(page.getByRole("row")).toHaveCount(2); // the header and the demo voucher
    const row = page.getByRole("row").nth(1);
    await expect(row).toContainText("Beheerder Wandelwijs"); // its purchaser
    await expect(row).toContainText(/€\s50,00/);
    await expect(page.getByText("WAND-ELWY-SPAD")).toHaveCount(0); // the code itself is never shown
    await page.getByRole("textbox", { name: "Zoek op code" }).fill("WAND-ELWY-SPAA");
    await expect(page.getByRole("row")).toHaveCount(0);
    await expect(page.getByText(/^Geen cadeaubonnen gevonden/i)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("'Geen toegang' looks like the back office, and says so to a customer", async ({ page }) => {
    await logIn(page, CUSTOMER);
    await page.goto("/admin/");
    await expect(page.getByRole("heading", { level: 1, name: "Geen toegang" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveText("Wandelwijs beheer");
    await expect(page.getByRole("banner")).toHaveCSS("background-color", "rgb(46, 107, 63)");
    const home = page.getByRole("button", { name: "Uitloggen en met een ander account inloggen" });
    await expect(home).toHaveCSS("background-color", "rgb(46, 107, 63)");
    await expect(home).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(home).toHaveCSS("text-decoration-line", "none");
    await expectNoSeriousA11yViolations(page);
  });

  test("the skip link reads 'Naar de inhoud' and the pages have a favicon", async ({ page }) => {
    const missing: string[] = [];
    page.on("response", (res) => {
      if (res.status() === 404) missing.push(new URL(res.url()).pathname);
    });
    await logIn(page, ADMIN);
    await page.goto("/admin/walks");
    await expect(page.getByRole("heading", { level: 1, name: "Wandelingen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Naar de inhoud" })).toHaveCount(1);
    await expect(page.getByText("Doorgaan naar artikel")).toHaveCount(0);
    const icon = await page.locator("link[rel=icon]").getAttribute("href");
    expect(icon).toBeTruthy();
    expect((await page.request.get(icon!)).status()).toBe(200);
    expect(missing).toEqual([]);
  });
});
