import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";
import { linkIn, mailTo, send, uniqueEmail } from "./mailbox";

test.describe("password reset", () => {
  test("a customer who forgot the password asks a link on the login page, chooses a new password and logs in with it", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "vergeten");
    const res = await send(request, "POST", "/api/v1/auth/register", {
      name: "Vera Vergeetachtig",
      email,
      phone: "0612345678",
      password: "Oud&Wachtwoord42",
    });
    expect(res.status()).toBe(201);

    await page.goto("/login");
    await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
    await expect(page).toHaveURL("/wachtwoord-vergeten");
    await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord vergeten" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Stuur me een link" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Kijk in je mail" });
    await expect(sent).toContainText(email);
    await expect(page.locator(":focus")).toContainText("Kijk in je mail");

    const mail = await mailTo(request, email, "Een nieuw wachtwoord kiezen");
    expect(mail.replyTo).toBe("info@wandelwijs.nl");
    await page.goto(linkIn(mail, /\/wachtwoord-herstellen\/[\w-]+/));
    await expect(page.getByRole("heading", { level: 1, name: "Nieuw wachtwoord kiezen" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("kort");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByLabel("Nieuw wachtwoord", { exact: true })).toBeFocused();
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Nieuw&Bospad77");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.locator(":focus")).toContainText("Je wachtwoord is gewijzigd");
    await expectNoSeriousA11yViolations(page);
    await mailTo(request, email, "Je wachtwoord is gewijzigd");

    await page.getByRole("status").getByRole("link", { name: "Inloggen" }).click();
    await expect(page).toHaveURL("/login");
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill("Oud&Wachtwoord42");
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page.getByRole("alert")).toContainText("Onjuist e-mailadres of wachtwoord");
    await page.getByLabel("Wachtwoord", { exact: true }).fill("Nieuw&Bospad77");
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a used reset link says so and offers a new one", async ({ page }) => {
    await page.goto("/wachtwoord-herstellen/onbekend-token");
    await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Nieuw&Bospad77");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByRole("alert")).toContainText("Deze link werkt niet meer");
    await expect(page.getByRole("link", { name: "Vraag een nieuwe link aan" })).toHaveAttribute("href", "/wachtwoord-vergeten");
  });
});
