import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const base = "http://localhost:28080";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [name, viewport] of [["desk", { width: 1280, height: 900 }], ["phone", { width: 375, height: 740 }]]) {
  const ctx = await browser.newContext({ viewport, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const page = await ctx.newPage();
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  page.on("console", (m) => { if (m.type() === "error") console.log("CONSOLE", m.text().slice(0, 200)); });
  await page.goto(base + "/login");
  await page.getByLabel("E-mailadres").fill("admin@wandelwijs.nl");
  await page.getByLabel("Wachtwoord").fill("Wandelen!2026");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL(base + "/");
  for (const path of ["/admin/", "/admin/walks", "/admin/walks/new", "/admin/users", "/admin/users/new", "/admin/vouchers", "/admin/feest-requests", "/admin/custom-walks"]) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const res = await new AxeBuilder({ page }).analyze();
    const bad = res.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
    console.log(name, path, "overflow", overflow, "axe", JSON.stringify(bad));
    await page.screenshot({ path: `/tmp/adminui/shots/${name}${path.replace(/\//g, "_")}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
