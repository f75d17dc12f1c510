import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe";

test.describe("back office", () => {
  test("an anonymous visitor is asked to log in and no admin data is fetched", async ({ page }) => {
    const adminCalls: string[] = [];
    page.on("request", (req) => {
      const path = new URL(req.url()).pathname;
      if (path.startsWith("/api/v1/") && !path.startsWith("/api/v1/auth/")) adminCalls.push(path);
    });
    await page.goto("/admin/walks");
    await expect(page.getByRole("heading", { name: "Inloggen voor beheer" })).toBeVisible();
    await expect(page.getByText("Log in met je beheeraccount om de beheeromgeving van Wandelwijs te openen.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Naar de webwinkel" })).toHaveAttribute("href", "/");
    expect(adminCalls).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test("the admin API refuses an anonymous caller", async ({ request }) => {
    const res = await request.get("/api/v1/walks/admin/all");
    expect(res.status()).toBe(401);
    expect((await res.json()).message).toBeTruthy();
  });
});
