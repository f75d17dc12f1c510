import { expect, test } from "@playwright/test";
import { checkPage, expectNoHorizontalScroll, expectNoSeriousA11yViolations } from "./axe";
import { linkIn, mailTo, send, uniqueEmail } from "./mailbox";
import { ADMIN } from "./organiser";
import { pdfText } from "./pdf";

// Quotes: an organiser makes a quote from a feest request ("Offerte maken") with lines at
// two btw rates, sees the totals per rate while typing and sends it; the customer opens
// the link, accepts and pays on the sandbox, and downloads the invoice from the quote's
// page; the organiser downloads it from the quote. The PDF's text is read back.


/** expectInvoice checks the text of the quote's invoice: 12 × € 25,00 at 21 % and 12 × € 4,50 at 9 %. */
function expectInvoice(text: string, number: string, company: string) {
  for (const want of [
    "Factuur",
    number,
    company,
    "Bosweg 2, 6702 AB Wageningen",
    "Feestwandeling met gids",
    "Koffie en taart",
    "€ 247,93",
    "€ 52,07",
    "€ 49,54",
    "€ 4,46",
    "€ 354,00",
  ]) {
    expect(text, `the PDF says ${want}`).toContain(want);
  }
}

test("an organiser makes a quote from a feest request, the customer accepts and pays it, both download the invoice", { tag: "@back-office-flow" }, async ({ page, browser, request }, testInfo) => {
  // Two people's whole flow (the organiser's editor, the customer's quote page and payment,
  // two PDFs): 45 s on a busy 2-core machine, as the series' flows, so their time.
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo, "offerte");
  const company = `Vereniging Het Bos ${Date.now()}`;
  const feest = await send(request, "POST", "/api/v1/feest", {
    name: "Fleur Feest",
    email,
    phone: "0612345678",
    message: "Een feest voor twaalf mensen.",
  });
  expect(feest.status(), await feest.text()).toBe(201);

  const login = await send(page.request, "POST", "/api/v1/auth/login", ADMIN);
  expect(login.status(), await login.text()).toBe(200);
  await page.goto("/admin/feest-requests");
  const row = page.getByRole("row", { name: new RegExp(email) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole("link", { name: "Offerte maken" }).click();

  await expect(page).toHaveURL(/\/admin\/quotes\/create\?/);
  await expect(page.getByLabel("Naam")).toHaveValue("Fleur Feest");
  await expect(page.getByLabel("E-mailadres")).toHaveValue(email);
  await page.getByLabel("Bedrijf of vereniging").fill(company);
  await page.getByLabel("Factuuradres").fill("Bosweg 2, 6702 AB Wageningen");
  await page.getByLabel("Omschrijving").fill("Feestwandeling met gids");
  await page.getByLabel("Aantal").fill("12");
  await page.getByLabel("Prijs per stuk incl. btw (€)").fill("25,00");
  await page.getByRole("button", { name: "Regel toevoegen" }).click();
  await page.getByLabel("Omschrijving").nth(1).fill("Koffie en taart");
  await page.getByLabel("Aantal").nth(1).fill("12");
  await page.getByLabel("Prijs per stuk incl. btw (€)").nth(1).fill("4,50");
  await page.getByRole("combobox", { name: "Btw" }).nth(1).click();
  await page.getByRole("option", { name: "9 %" }).click();
  const totals = page.getByRole("region", { name: "Totalen per btw-tarief" });
  await expect(totals).toContainText(/21 %: €\s247,93 excl\. btw, €\s52,07 btw/);
  await expect(totals).toContainText(/9 %: €\s49,54 excl\. btw, €\s4,46 btw/);
  await expect(totals).toContainText(/Totaal incl\. btw: €\s354,00/);
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Offerte opgeslagen")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  const editor = page.url();
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("Offerte verstuurd")).toBeVisible();
  await expect(page.getByText("Status: Verstuurd")).toBeVisible();

  // The customer, on a phone.
  const mail = await mailTo(request, email, "Offerte van Wandelwijs");
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  const customer = await phone.newPage();
  await customer.goto(linkIn(mail, /\/offerte\/[A-Za-z0-9_-]{43}/));
  await expect(customer.getByRole("heading", { level: 1, name: "Offerte voor Fleur Feest" })).toBeVisible();
  await expect(customer.getByText(/Totaal \(incl\. btw\)/)).toBeVisible();
  await checkPage(customer);
  await customer.getByRole("button", { name: "Akkoord en betalen" }).click();
  await expect(customer).toHaveURL(/\/checkout\/tr_/);
  await customer.getByRole("button", { name: "Doorgaan" }).click(); // "Betaald" is the sandbox's default
  await expect(customer).toHaveURL(/\/offerte\//);
  await expect(customer.getByText("Deze offerte is betaald.", { exact: false })).toBeVisible({ timeout: 15_000 });
  const invoiceLink = customer.getByRole("link", { name: /^Factuur \d{4}-\d{4} \(pdf\)$/ });
  await expect(invoiceLink).toBeVisible();
  const number = /\d{4}-\d{4}/.exec((await invoiceLink.textContent()) ?? "")![0];
  await checkPage(customer);
  const [mine] = await Promise.all([customer.waitForEvent("download"), invoiceLink.click()]);
  expect(mine.suggestedFilename()).toBe(`factuur-${number}.pdf`);
  expectInvoice(await pdfText(mine), number, company);
  await phone.close();

  // The organiser sees it paid and downloads the same invoice.
  await page.goto(editor);
  await expect(page.getByText("Status: Betaald")).toBeVisible({ timeout: 15_000 });
  const [theirs] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `PDF ${number}` }).click()]);
  expect(theirs.suggestedFilename()).toBe(`factuur-${number}.pdf`);
  expectInvoice(await pdfText(theirs), number, company);
});
