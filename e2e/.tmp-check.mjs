import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const pages = [
  ["4791", "/", "overview"], ["4791", "/wandelingen/boswandeling-over-vrijheid", "detail"], ["4791", "/wandelingen/heide-en-stilte", "detail-full"],
  ["4791", "/wandelingen/nope", "detail-404"], ["4791", "/cadeaubon", "notbuilt"], ["4791", "/xyz", "notfound"],
  ["4792", "/", "empty"], ["4793", "/", "error"],
];
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  for (const [port, path, name] of pages) {
    const page = await ctx.newPage();
    const problems = [];
    page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") problems.push(m.text()); });
    page.on("pageerror", (e) => problems.push(String(e)));
    page.on("request", (r) => { if (!r.url().startsWith("http://localhost:" + port)) problems.push("external " + r.url()); });
    await page.goto(`http://localhost:${port}${path}`);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const axe = await new AxeBuilder({ page }).analyze();
    const v = axe.violations.map((x) => `${x.impact}:${x.id}(${x.nodes.length})`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(width, name, await page.title(), "| axe:", v.join(",") || "none", "| overflow:", overflow, "|", problems.join(" ; "));
    await page.screenshot({ path: `/tmp/shopcheck/${name}-${width}.png`, fullPage: true });
    await page.close();
  }
  await ctx.close();
}
await browser.close();
