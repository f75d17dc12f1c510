import { chromium, expect, test } from "@playwright/test";
import lighthouse from "lighthouse";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Lighthouse's SEO category on the English pages search engines index: /en/ and an English
// walk page score 100 (`make bench` measures all four categories). Only SEO, so a
// page takes seconds. Lighthouse drives a Chromium this test starts with a DevTools port,
// emulating its own phone, so it runs once (the phone project).

// The demo data (platform/devseed) seeds this walk.
const WALK = "ochtendwandeling-over-verwondering";

test("Lighthouse SEO is 100 on /en/ and an English walk page", async ({ launchOptions, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "Lighthouse emulates its own phone: one run is enough");
  test.setTimeout(180_000);
  const profile = await mkdtemp(join(tmpdir(), "lighthouse-"));
  // Port 0: Chromium takes a free port and writes it in DevToolsActivePort.
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), "--remote-debugging-port=0"],
  });
  try {
    const portFile = join(profile, "DevToolsActivePort");
    await expect.poll(() => readFile(portFile, "utf8").catch(() => ""), { message: "Chromium's DevTools port" }).not.toBe("");
    const port = Number((await readFile(portFile, "utf8")).split("\n")[0]);
    const results: Record<string, { score: number; failed: string[] }> = {};
    for (const path of ["/en/", `/en/wandelingen/${WALK}`]) {
      // No simulated slow network and no screenshot: SEO needs neither.
      const run = await lighthouse(`${baseURL}${path}`, {
        port,
        onlyCategories: ["seo"],
        throttlingMethod: "provided",
        disableFullPageScreenshot: true,
        logLevel: "error",
      });
      const lhr = run!.lhr;
      const seo = lhr.categories.seo;
      results[path] = {
        score: Math.round((seo.score ?? 0) * 100),
        failed: seo.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
          .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`),
      };
    }
    expect(results).toEqual({
      "/en/": { score: 100, failed: [] },
      [`/en/wandelingen/${WALK}`]: { score: 100, failed: [] },
    });
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
