import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";
import { mailMatching, uniqueEmail, type Mail } from "./mailbox";

// The request forms: each one sent for real ends on its thanks page with
// the requester's confirmation in the development mailbox; a server failure keeps the visitor
// on the form. Both projects run in parallel against one database, so every test writes with
// an e-mail address of its own.


// Markup typed into a form must come back as text everywhere: never as a tag, never run.
const SCRIPT = "<script>window.__xss = 1</script>";
const ESCAPED_SCRIPT = "&lt;script&gt;window.__xss = 1&lt;/script&gt;";

/** ORGANISERS is where the stack sends the organisers' mails (ADMIN_EMAIL's default). */
const ORGANISERS = "info@wandelwijs.nl";

/**
 * expectMailedSafely checks both mails of a request: the organisers' notice shows the typed
 * markup as text, and the receipt to the (unverified) address repeats nothing typed.
 */
async function expectMailedSafely(request: APIRequestContext, address: string) {
  const receipt = await mailMatching(request, `a receipt to ${address}`, (mail) => mail.to === address);
  expect(receipt.html).not.toContain("__xss");
  expect(receipt.text).not.toContain("__xss");
  const notice = await mailMatching(request, `the organisers' notice about ${address}`,
    (mail) => mail.to === ORGANISERS && mail.text.includes(address));
  expectEscaped(notice);
}

/** watchForScripts records any alert and lets a test check that typed markup never ran. */
function watchForScripts(page: Page) {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectNoneRan() {
      expect(alerts).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    },
  };
}

function expectEscaped(mail: Mail) {
  expect(mail.html).toContain(ESCAPED_SCRIPT);
  expect(mail.html).not.toContain(SCRIPT);
}

/** failWith500 makes the POST to path answer 500, as a broken server would. */
async function failWith500(page: Page, path: string) {
  await page.route(`**/api/v1${path}`, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, json: { message: "Er ging iets mis" } })
      : route.continue(),
  );
}

test.describe("custom walk request (/maatwerk)", () => {
  test("is sent, thanked on /maatwerk-success and confirmed by mail, with markup kept as text", { tag: "@shop-flow" }, async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "maatwerk");
    const scripts = watchForScripts(page);
    await page.goto("/maatwerk");
    await expect(page.getByRole("heading", { level: 1, name: "Wandeling op maat" })).toBeVisible();
    await expect(page.getByText("Binnen 2 werkdagen").first()).toBeVisible();

    await page.getByLabel("Bedrijf of organisatie").fill("De Groene Kracht BV");
    await page.getByLabel(/Naam contactpersoon/).fill("Sanne de Boer");
    await page.getByLabel(/E-mailadres/).fill(email);
    await page.getByLabel(/Telefoonnummer/).fill("06 12345678");
    await page.getByLabel(/Aantal deelnemers/).fill("12");
    await page.getByLabel(/Duur/).selectOption({ label: "Halve dag (4 uur)" });
    await page.getByLabel("Thema").fill("Samenwerken");
    await page.getByLabel("Aanvullende wensen").fill(`Graag met lunch. ${SCRIPT}`);
    await page.getByRole("checkbox", { name: /toegankelijkheidswensen/ }).check();
    await page.getByLabel("Toelichting toegankelijkheid").fill("Eén deelnemer loopt met een rollator.");
    await page.getByRole("button", { name: "Aanvraag versturen" }).click();

    await expect(page).toHaveURL("/maatwerk-success");
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je aanvraag!" })).toBeVisible();
    await expect(page.getByText(/Binnen 24 uur nemen we contact/)).toBeVisible();
    await expect(page.getByRole("link", { name: "info@wandelwijs.nl" }).first()).toHaveAttribute(
      "href",
      "mailto:info@wandelwijs.nl",
    );

    await expectMailedSafely(request, email);
    await scripts.expectNoneRan();
  });

  test("checks the form in the browser and reveals the accessibility details by keyboard", async ({ page }) => {
    await page.goto("/maatwerk");
    await page.getByRole("button", { name: "Aanvraag versturen" }).click();

    const name = page.getByLabel(/Naam contactpersoon/);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Kies hoe lang de wandeling mag duren.")).toBeVisible();
    await expect(page).toHaveURL("/maatwerk");

    const count = page.getByLabel(/Aantal deelnemers/);
    await count.fill("");
    await count.blur();
    await expect(count).toHaveValue("6");

    const box = page.getByRole("checkbox", { name: /toegankelijkheidswensen/ });
    await expect(page.getByLabel("Toelichting toegankelijkheid")).toHaveCount(0);
    await box.focus();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Toelichting toegankelijkheid")).toBeVisible();
  });
});

test.describe("feest request (/feest)", () => {
  test("is sent, thanked on /feest-succes and confirmed by mail, with markup kept as text", { tag: "@shop-flow" }, async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "feest");
    const scripts = watchForScripts(page);
    await page.goto("/feest");
    await expect(page.getByRole("region", { name: "Prijs" })).toContainText(/€\s180,00/);

    await page.getByLabel(/^Naam/).fill("Jeroen Jansen");
    await page.getByLabel(/E-mailadres/).fill(email);
    await page.getByLabel(/Telefoonnummer/).fill("0317 123456");
    await page.getByLabel(/Je bericht/).fill(`Mijn vader wordt 70. ${SCRIPT}`);
    await page.getByRole("button", { name: "Aanvraag versturen" }).click();

    await expect(page).toHaveURL("/feest-succes");
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je aanvraag!" })).toBeVisible();
    await expect(page.getByText(/Binnen enkele minuten/)).toBeVisible();

    await expectMailedSafely(request, email);
    await scripts.expectNoneRan();
  });
});

test.describe("contact message (/contact)", () => {
  test("is sent, thanked on /contact-succes and confirmed by mail, with markup kept as text", { tag: "@shop-flow" }, async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "contact");
    const scripts = watchForScripts(page);
    await page.goto("/contact");

    await page.getByLabel(/^Naam/).fill("Fatima el Amrani");
    await page.getByLabel(/E-mailadres/).fill(email);
    await page.getByLabel(/Je vraag of bericht/).fill(`Mag mijn hond mee? ${SCRIPT}`);
    await page.getByRole("button", { name: "Bericht versturen" }).click();

    await expect(page).toHaveURL("/contact-succes");
    await expect(page.getByRole("heading", { level: 1, name: "Bedankt voor je bericht!" })).toBeVisible();
    await expect(page.getByRole("link", { name: /0317 76 54 32/ }).first()).toBeVisible();

    await expectMailedSafely(request, email);
    await scripts.expectNoneRan();
  });
});

test.describe("a server failure keeps the visitor on the form", () => {
  const cases = [
    {
      form: "custom walk",
      path: "/maatwerk",
      api: "/custom-walks",
      text: "Er is een fout opgetreden bij het verzenden van uw aanvraag. Probeer het opnieuw.",
      async fill(page: Page) {
        await page.getByLabel(/Naam contactpersoon/).fill("Sanne de Boer");
        await page.getByLabel(/E-mailadres/).fill("sanne@example.nl");
        await page.getByLabel(/Telefoonnummer/).fill("06 12345678");
        await page.getByLabel(/Duur/).selectOption("2-hours");
        return page.getByLabel(/Naam contactpersoon/);
      },
      button: "Aanvraag versturen",
      value: "Sanne de Boer",
    },
    {
      form: "feest",
      path: "/feest",
      api: "/feest",
      text: "Er is een fout opgetreden bij het verzenden van uw aanvraag. Probeer het opnieuw.",
      async fill(page: Page) {
        await page.getByLabel(/^Naam/).fill("Jeroen Bakker");
        await page.getByLabel(/E-mailadres/).fill("jeroen@example.nl");
        await page.getByLabel(/Telefoonnummer/).fill("0317 123456");
        await page.getByLabel(/Je bericht/).fill("Een verjaardag met 8 mensen.");
        return page.getByLabel(/Je bericht/);
      },
      button: "Aanvraag versturen",
      value: "Een verjaardag met 8 mensen.",
    },
    {
      form: "contact",
      path: "/contact",
      api: "/contact",
      text: "Er is een fout opgetreden bij het verzenden van uw bericht. Probeer het opnieuw.",
      async fill(page: Page) {
        await page.getByLabel(/^Naam/).fill("Fatima El Amrani");
        await page.getByLabel(/E-mailadres/).fill("fatima@example.nl");
        await page.getByLabel(/Je vraag of bericht/).fill("Is er parkeergelegenheid?");
        return page.getByLabel(/Je vraag of bericht/);
      },
      button: "Bericht versturen",
      value: "Is er parkeergelegenheid?",
    },
  ];

  for (const c of cases) {
    test(`${c.form}: the dialog 'Fout bij verzenden' and the typed input stays`, { tag: "@shop-flow" }, async ({ page }) => {
      await failWith500(page, c.api);
      await page.goto(c.path);
      const field = await c.fill(page);
      await page.getByRole("button", { name: c.button }).click();

      const dialog = page.getByRole("dialog", { name: "Fout bij verzenden" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(c.text);
      await expect(page).toHaveURL(c.path);
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(field).toHaveValue(c.value);
      await expect(page.locator("form").getByText(c.text)).toBeVisible();
    });
  }
});

test.describe("request and content pages", () => {
  const pages = [
    { path: "/maatwerk", heading: "Wandeling op maat" },
    { path: "/maatwerk-success", heading: "Bedankt voor je aanvraag!" },
    { path: "/feest", heading: "Feestwandeling" },
    { path: "/feest-succes", heading: "Bedankt voor je aanvraag!" },
    { path: "/contact", heading: "Contact" },
    { path: "/contact-succes", heading: "Bedankt voor je bericht!" },
    { path: "/over-ons", heading: "Over ons" },
    { path: "/filosofische-wandeling-info", heading: "Zo gaat een filosofische wandeling" },
  ];

  for (const { path, heading } of pages) {
    test(`${path} is accessible and fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the top bar's Info and Over ons and the second bar reach the pages", async ({ page, isMobile }) => {
    await page.goto("/");
    if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Informatie" }).getByRole("link", { name: "Over ons" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Over ons" })).toBeVisible();
    await expect(page).toHaveTitle("Over ons | Wandelwijs");

    if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Informatie" }).getByRole("link", { name: "Info" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Zo gaat een filosofische wandeling" })).toBeVisible();

    const sections = page.getByRole("navigation", { name: "Hoofdmenu" });
    for (const [name, heading] of [
      ["Maatwerk", "Wandeling op maat"],
      ["Feest", "Feestwandeling"],
      ["Contact", "Contact"],
    ]) {
      await sections.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("/over-ons contacts no third party before a video is played", async ({ page }) => {
    const hosts = new Set<string>();
    page.on("request", (req) => hosts.add(new URL(req.url()).hostname));
    // The player itself is not needed here (and this machine may be offline): answer for it.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Video</title>" }),
    );

    await page.goto("/over-ons");
    await expect(page.getByRole("heading", { level: 1, name: "Over ons" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect([...hosts].filter((host) => host !== "localhost" && host !== "127.0.0.1")).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    const site = page.getByRole("link", { name: /website van Denkpad/ });
    await expect(site).toHaveAttribute("href", "https://denkpad.nl");
    await expect(site).toHaveAttribute("rel", "noopener");
    await expect(page.getByRole("link", { name: "Bekijk wandelingen" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Maatwerk aanvragen" })).toHaveAttribute("href", "/maatwerk");

    await page.getByRole("button", { name: "Bekijk de introductievideo van Marieke van Dijk" }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/wandelwijs-marieke");
    await expect(frame).toHaveAttribute("title", "Introductievideo van Marieke van Dijk");
    await expect.poll(() => hosts.has("www.youtube-nocookie.com")).toBe(true);
  });
});
