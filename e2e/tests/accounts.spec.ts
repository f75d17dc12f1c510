import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";

// The demo data (platform/devseed) seeds these accounts; both have this password.
const DEMO_PASSWORD = "Wandelen!2026";
const CUSTOMER = "klant@wandelwijs.nl";
const ADMIN = "admin@wandelwijs.nl";

/** uniqueEmail is an address no other test, project or earlier run uses (they share one database). */
function uniqueEmail(testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `e2e-${testInfo.project.name}-${Date.now()}-${random}@example.nl`;
}

/** accountNav is the top bar's account navigation; on a phone it first unfolds the top bar menu. */
async function accountNav(page: Page): Promise<Locator> {
  const menu = page.getByRole("button", { name: "Menu" });
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  return page.getByRole("navigation", { name: "Account" });
}

/** logIn signs in on /login and waits for the front page. */
async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL("/");
}

/** recordAdminCalls collects the API paths the page asks for, other than the session calls. */
function recordAdminCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    // The shop's own pages may ask who is logged in and whether the shop runs in test mode.
    if (path.startsWith("/api/v1/") && !path.startsWith("/api/v1/auth/") && path !== "/api/v1/site") calls.push(path);
  });
  return calls;
}

test.describe("accounts", () => {
  test("a new customer registers, edits the profile, logs out and logs in again", { tag: "@shop-flow" }, async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo);
    const name = `Wandelaar ${testInfo.project.name}`;
    const newName = `${name} Aangepast`;
    const password = "Verwondering!2026";

    // Register (a first visit straight to /register: the CSRF cookie comes with the first call).
    await page.goto("/register");
    await expect(page.getByRole("heading", { level: 1, name: "Registreren" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel("Naam").fill(name);
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
    await page.getByLabel("Wachtwoord").fill(password);
    await page.getByRole("button", { name: "Account aanmaken" }).click();

    // Signed in on the front page.
    await expect(page).toHaveURL("/");
    let nav = await accountNav(page);
    const userMenu = nav.getByRole("button", { name });
    await expect(userMenu).toBeVisible();
    await expect(nav.getByRole("link", { name: "Mijn wandelingen" })).toHaveAttribute("href", "/mijn-wandelingen");
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Inloggen" })).toHaveCount(0);
    await expectNoHorizontalScroll(page);

    // The profile, through the user menu.
    await userMenu.click();
    await nav.getByRole("link", { name: "Mijn Profiel" }).click();
    await expect(page).toHaveURL("/profiel");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Mijn profiel" })).toBeVisible();
    await expect(main).toContainText(name);
    await expect(main).toContainText(email);
    await expect(main).toContainText("+31 6 12345678");
    await expect(main).toContainText("Gebruiker");
    await expect(main).toContainText(new RegExp(`Lid sinds\\s*\\S+ \\d{1,2} \\S+ ${new Date().getFullYear()}`));
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    // Edit the name.
    await main.getByRole("button", { name: "Gegevens wijzigen" }).click();
    await expect(main.getByLabel("Naam")).toHaveValue(name);
    await main.getByLabel("Naam").fill(newName);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole("button", { name: "Opslaan" }).click();
    const banner = page.getByRole("status").filter({ hasText: "Profiel succesvol bijgewerkt!" });
    await expect(banner).toBeVisible();
    await expect(main.getByText(newName, { exact: true })).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 5_000 });
    // Saved on the server, not only on screen.
    await page.reload();
    await expect(page.getByRole("main").getByText(newName, { exact: true })).toBeVisible();

    // Log out with the keyboard only.
    nav = await accountNav(page);
    const renamedMenu = nav.getByRole("button", { name: newName });
    await renamedMenu.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Mijn Profiel" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("button", { name: "Uitloggen" })).toBeFocused();
    await page.keyboard.press("Enter");

    // Back on the front page, anonymous, without the session cookie.
    await expect(page).toHaveURL("/");
    nav = await accountNav(page);
    await expect(nav.getByRole("link", { name: "Inloggen" })).toBeVisible();
    await expect(nav.getByRole("button", { name: newName })).toHaveCount(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("ww_has_session");
    await page.goto("/profiel");
    await expect(page).toHaveURL("/login");

    // Log in again (Enter in the password field submits).
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill(password);
    await page.getByLabel("Wachtwoord").press("Enter");
    await expect(page).toHaveURL("/");
    nav = await accountNav(page);
    await expect(nav.getByRole("button", { name: newName })).toBeVisible();
  });

  test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByLabel("E-mailadres").fill(CUSTOMER);
    await page.getByLabel("Wachtwoord").fill("NietHetGoedeWachtwoord1");
    await page.getByRole("button", { name: "Inloggen" }).click();

    await expect(page.getByRole("alert")).toHaveText("Onjuist e-mailadres of wachtwoord.");
    await expect(page).toHaveURL("/login");
    await expectNoSeriousA11yViolations(page);
  });

  test("the browser checks the register form in Dutch before anything is sent", async ({ page }) => {
    const authCalls: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.startsWith("/api/v1/auth/")) authCalls.push(req.url());
    });
    await page.goto("/register");
    await page.getByLabel("Wachtwoord").fill("kort");
    await page.getByRole("button", { name: "Account aanmaken" }).click();

    await expect(page.getByLabel("Naam")).toBeFocused();
    await expect(page.getByLabel("Naam")).toHaveAccessibleDescription("Vul je naam in.");
    await expect(page.getByLabel("Wachtwoord")).toHaveAccessibleDescription(/minimaal 8 tekens lang/);
    await expectNoSeriousA11yViolations(page);
    expect(authCalls).toEqual([]);
  });

  test("a customer who opens /admin/ is refused and no admin data is fetched", async ({ page }) => {
    await logIn(page, CUSTOMER, DEMO_PASSWORD);
    const nav = await accountNav(page);
    await expect(nav.getByRole("link", { name: "Mijn wandelingen" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);

    const adminCalls = recordAdminCalls(page);
    await page.goto("/admin/");
    await expect(page.getByRole("heading", { level: 1, name: "Geen toegang" })).toBeVisible();
    await expect(page.getByText("Met dit account kun je de beheeromgeving niet openen.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Naar de webwinkel" })).toHaveAttribute("href", "/");
    // Signed in already: no invitation to log in, but a way to switch account.
    await expect(page.getByRole("link", { name: "Inloggen" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Uitloggen en met een ander account inloggen" })).toBeVisible();
    expect(adminCalls).toEqual([]);
  });

  test("an anonymous visitor at /admin/ is offered the shop's login", async ({ page }) => {
    const adminCalls = recordAdminCalls(page);
    await page.goto("/admin/");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen voor beheer" })).toBeVisible();
    await page.getByRole("link", { name: "Inloggen" }).click();
    await expect(page).toHaveURL("/login?naar=beheer");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    expect(adminCalls).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    // An organiser who logs in there is taken back into the back office.
    await page.getByLabel("E-mailadres").fill(ADMIN);
    await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL("/admin/");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("a customer at /admin/ logs out there and logs in as an organiser", async ({ page }) => {
    await logIn(page, CUSTOMER, DEMO_PASSWORD);
    await page.goto("/admin/");
    await expect(page.getByText(CUSTOMER)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Uitloggen en met een ander account inloggen" }).click();
    await expect(page).toHaveURL("/login?naar=beheer");
    await page.getByLabel("E-mailadres").fill(ADMIN);
    await page.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("an admin sees the Admin link in the shop and gets the back office", async ({ page }) => {
    await logIn(page, ADMIN, DEMO_PASSWORD);
    const nav = await accountNav(page);
    const adminLink = nav.getByRole("link", { name: "Admin" });
    await expect(adminLink).toHaveAttribute("href", "/admin/");

    await adminLink.click();
    await expect(page).toHaveURL(/\/admin\//);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Geen toegang" })).toHaveCount(0);
  });
});
