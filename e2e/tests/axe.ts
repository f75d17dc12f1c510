import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * appStarted waits until the app has taken the page over from the first screen its HTML
 * came with (the home page's, bff/pages): none of the first screen's own markup is left.
 */
export async function appStarted(page: Page) {
  await expect(page.locator(".topbar__menu--static")).toHaveCount(0);
}

/** expectNoSeriousA11yViolations runs axe on the page and fails on serious or critical findings. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await appStarted(page);
  // Measure what a person sees once things settle: a dialog still fading in has not
  // reached its colours yet. Only short entrance effects are waited for; endless
  // decorations and long countdown bars keep running.
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => {
        const timing = a.effect?.getTiming();
        const total = Number(timing?.duration ?? 0) * Number(timing?.iterations ?? 1);
        return a.playState !== "running" || !Number.isFinite(total) || total > 1000;
      }),
    undefined,
    { timeout: 5_000 },
  );
  // Legacy mode runs axe in the page itself. The default also opens a blank page for
  // every run, to merge results from cross-origin frames, which these pages do not have;
  // that page took 2-3 s of each 5 s run on a 2-core machine, and the rules and the
  // results are the same.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
}

/** checkPage runs axe and the phone-width check on the page as it is now. */
export async function checkPage(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
}

/** expectNoHorizontalScroll fails when the page is wider than the viewport (broken phone layout). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
