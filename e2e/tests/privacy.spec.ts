import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { checkPage, expectNoSeriousA11yViolations } from "./axe";
import { mailTo, uniqueEmail } from "./mailbox";

// Privacy: the /privacy page, linked from the footer and the forms; a user downloads
// everything kept about them and deletes their account.

// The demo data (platform/devseed) seeds this free walk 8 days ahead.
const FREE_WALK = { slug: "kennismakingswandeling-gratis", title: "Gratis kennismakingswandeling" };
const PASSWORD = "Verwondering!2026";

test("the privacy page says what is kept, why and how long, from the footer and the forms", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("main").getByRole("link", { name: "privacyverklaring" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("24 maanden na je wandeling");
  await expect(page.getByRole("main")).toContainText("nadat je cadeaubon is opgebruikt of verlopen");
  await expect(page.getByRole("main")).toContainText("7 jaar");
  await checkPage(page);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL("/privacy");
});

test("a user downloads their data and deletes their account", { tag: "@shop-flow" }, async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "privacy");
  await page.goto("/register");
  await page.getByLabel("Naam").fill("Privé Persoon");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Telefoonnummer").fill("+31 6 12345678");
  await page.getByLabel("Wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL("/");

  await page.goto(`/boeken/${FREE_WALK.slug}`);
  await page.getByRole("button", { name: "Gratis boeking bevestigen" }).click();
  await expect(page).toHaveURL(/\/booking\/complete\/[0-9a-f-]{36}$/);

  await page.goto("/profiel");
  const data = page.getByRole("region", { name: "Je gegevens" });
  await expect(data).toBeVisible();
  await checkPage(page);
  const [download] = await Promise.all([page.waitForEvent("download"), data.getByRole("link", { name: "Download mijn gegevens" }).click()]);
  const file = await readFile((await download.path())!, "utf8");
  expect(file, "the download is one field a line, indented, for people to read").toContain('\n  "profile": {\n    "id": ');
  const exported = JSON.parse(file);
  expect(exported.profile.email).toBe(email);
  expect(exported.bookings).toHaveLength(1);
  expect(exported.bookings[0].walk.title).toBe(FREE_WALK.title);

  // A wrong password is refused before anyone is asked whether they are sure.
  await data.getByLabel("Wachtwoord").fill("Niet!mijnwachtwoord1");
  await data.getByRole("button", { name: "Account verwijderen" }).click();
  await expect(data.getByText("Het wachtwoord klopt niet.").first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Account verwijderen" })).toHaveCount(0);

  await data.getByLabel("Wachtwoord").fill(PASSWORD);
  await data.getByRole("button", { name: "Account verwijderen" }).click();
  // The dialog opens only after the server has checked the password: wait for it, or
  // axe measures it while it fades in.
  const confirm = page.getByRole("dialog", { name: "Account verwijderen" });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Ja, verwijderen" }).click();
  await expect(page).toHaveURL("/account-verwijderd");
  await expect(page.getByRole("heading", { level: 1, name: "Je account is verwijderd" })).toBeVisible();
  await checkPage(page);
  // The coming booking was cancelled with its mail, and the account is gone.
  await mailTo(page.request, email, `Je boeking is geannuleerd: ${FREE_WALK.title}`);
  await page.goto("/login");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByText("Onjuist e-mailadres of wachtwoord.")).toBeVisible();
});
