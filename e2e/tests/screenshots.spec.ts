import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./organiser";

// Screenshots of every page at both widths (375 px "phone", 1280 px "desktop"), written to
// e2e/screenshots/<project>/ (ignored by git) so anyone can look at the shop and the back
// office as a run of `make test` left them. Each test only waits for the page's heading.

const WALK = "ochtendwandeling-over-verwondering";

const shopPages: [name: string, path: string][] = [
  ["overzicht", "/"],
  ["wandeling", `/wandelingen/${WALK}`],
  ["boeken", `/boeken/${WALK}`],
  ["cadeaubon", "/cadeaubon"],
  ["maatwerk", "/maatwerk"],
  ["feest", "/feest"],
  ["contact", "/contact"],
  ["info", "/filosofische-wandeling-info"],
  ["over-ons", "/over-ons"],
  ["login", "/login"],
  ["registreren", "/register"],
  ["niet-gevonden", "/bestaat-niet"],
];

const adminPages: [name: string, path: string][] = [
  ["dashboard", "/admin/"],
  ["wandelingen", "/admin/walks"],
  ["gebruikers", "/admin/users"],
  ["cadeaubonnen", "/admin/vouchers"],
  ["feestaanvragen", "/admin/feest-requests"],
  ["maatwerkaanvragen", "/admin/custom-walks"],
  ["logboek", "/admin/audit"],
];

async function shoot(page: Page, name: string, project: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `screenshots/${project}/${name}.png`, fullPage: true, animations: "disabled" });
}

test.describe("screenshots", () => {
  // Several pages a test; a busy machine needs more than the default 30 s for them.
  test.describe.configure({ timeout: 90_000 });
  test("of every shop page", async ({ page }, testInfo) => {
    for (const [name, path] of shopPages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await shoot(page, `winkel-${name}`, testInfo.project.name);
    }
  });

  test("of the customer's own pages", async ({ page }, testInfo) => {
    await page.goto("/login");
    await page.getByLabel("E-mailadres").fill("klant@wandelwijs.nl");
    await page.getByLabel("Wachtwoord", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL("/");
    for (const [name, path] of [["mijn-wandelingen", "/mijn-wandelingen"], ["profiel", "/profiel"]]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, `winkel-${name}`, testInfo.project.name);
    }
  });

  test("of every back-office list", async ({ page }, testInfo) => {
    await page.goto("/login");
    await page.getByLabel("E-mailadres").fill(ADMIN.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL("/");
    for (const [name, path] of adminPages) {
      await page.goto(path);
      await expect(page.locator("#main-content")).toBeVisible();
      await expect(page.locator(".MuiLinearProgress-root")).toHaveCount(0);
      await shoot(page, `admin-${name}`, testInfo.project.name);
    }
  });
});
