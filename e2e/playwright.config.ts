import { defineConfig, devices } from "@playwright/test";

// The browser tests run the whole stack as `make run` does (scripts/stack.sh) on its own
// ports and database, and drive Debian's Chromium (Playwright cannot download browsers here).
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://localhost:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-gpu"],
};

export default defineConfig({
  testDir: "tests",
  // A whole flow (buy, pay at the sandbox, read the mail, book, four axe runs) takes 25-30 s
  // on a busy 2-core machine; each step still fails after the 7 s of `expect`.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  use: { baseURL, locale: "nl-NL", timezoneId: "Europe/Amsterdam", trace: "off" },
  // What a page looks like (layout, axe, screenshots) is checked on both. A whole flow runs
  // once, on the screen its people mostly use: a customer's (@shop-flow) on a phone, an
  // organiser's (@back-office-flow) on a desktop; the flows click the same controls on both.
  projects: [
    {
      name: "phone",
      grepInvert: /@back-office-flow/,
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
    {
      name: "desktop",
      grepInvert: /@shop-flow/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: "../scripts/stack.sh",
    url: `${baseURL}/api/v1/walks`,
    reuseExistingServer: process.env.E2E_REUSE_STACK === "1", // a stack already started on E2E_PORT
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      APP_ENV: "development",
      LOG_LEVEL: "warn", // keep access logs out of the test output; errors still show
      RATE_LIMIT_FACTOR: "50", // every test browser calls from 127.0.0.1
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      PUBLIC_URL: baseURL, // payment redirects and webhooks come back to this stack
      BFF_ADDR: `127.0.0.1:${port}`,
      SHOP_ADDR: `127.0.0.1:${port + 1}`,
      ADMIN_ADDR: `127.0.0.1:${port + 2}`,
    },
  },
});
