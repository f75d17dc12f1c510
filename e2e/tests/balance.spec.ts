import { expect, test } from "@playwright/test";
import { checkPage, expectNoSeriousA11yViolations } from "./axe";
import { askMorePersons, askToMove, bookAndOpen, MANAGE_LINK } from "./guest";
import { linkIn, mailMatching, mailTo, send, type Mail } from "./mailbox";
import { ADMIN, createWalk, unique } from "./organiser";

// One balance per booking: every change of a paid booking goes through one door
// that settles the money from the booking's balance. A guest on a phone, from the manage
// link in the confirmation mail, raises the party (and pays the extra places), lowers it
// (the difference back) and moves it to a cheaper walk (the difference back); the page, the
// dialogs and the mails name each amount exactly.

const DAY = 86_400_000;

// A phone as the customer holds it (the phone project's width, a taller screen).
test.use({ viewport: { width: 375, height: 812 } });

test("a guest raises, lowers and moves one paid booking from the mail's link, each amount exact", { tag: "@shop-flow" }, async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // two checkouts, four mails and five axe runs on a 2-core machine

  // Two walks of this test's own: the booked one at € 20 a person, far ahead; a cheaper one
  // at € 12,50 a week ahead, so it is among the soonest the page offers to move to.
  const marker = unique(testInfo);
  const walk = { slug: `saldo-${marker}`, title: `Saldowandeling ${marker}` };
  const cheaper = { slug: `saldo-goedkoper-${marker}`, title: `Goedkopere saldowandeling ${marker}` };
  expect((await send(request, "POST", "/api/v1/auth/login", ADMIN)).status()).toBe(200);
  const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  await createWalk(request, dayIn(60 + Math.floor(Math.random() * 300)), { ...walk, priceCents: 2000 });
  await createWalk(request, dayIn(6 + Math.floor(Math.random() * 3)), { ...cheaper, priceCents: 1250 });

  const { email, link } = await bookAndOpen(page, request, testInfo, walk, "saldo", { persons: 2 });
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Je boeking" })).toBeVisible();
  const details = main.getByRole("region", { name: "Gegevens van je boeking" });
  await expect(details).toContainText("2 personen");
  await expect(details).toContainText("€\u00a040,00");
  await checkPage(page);

  // 1. More persons (2 → 3): the checkout takes exactly the extra place, then the page shows 3.
  const more = await askMorePersons(page, 3);
  await expect(more).toContainText("Je betaalt €\u00a020,00 bij");
  await more.getByRole("button", { name: "Ja, toevoegen" }).click();
  await expect(page).toHaveURL(/\/checkout\/tr_/);
  await expect(page.locator("dd.amount")).toHaveText("€ 20,00"); // the sandbox's own format, a plain space
  await page.getByRole("button", { name: "Doorgaan" }).click(); // "Betaald" is the sandbox's default
  await expect(page).toHaveURL(/\/boeking\/[A-Za-z0-9_-]{43}\?wijziging=/);
  await expect(main.getByRole("status").filter({ hasText: "Je betaling van" })).toContainText("Je betaling van €\u00a020,00 is binnen");
  await expect(details).toContainText("3 personen");
  await expect(details).toContainText("€\u00a060,00");
  const raised = await mailTo(request, email, `Je boeking is gewijzigd: ${walk.title}`);
  expect(raised.text).toContain("je komt nu met 3 personen in plaats van 2 personen");
  expect(raised.text).toContain("Voor de extra personen heb je €\u00a020,00 bijbetaald.");
  expect(raised.text).not.toContain("We storten");
  expect(linkIn(raised, MANAGE_LINK)).toBe(link);

  // 2. Fewer persons (3 → 1): asked first with the refund, then shown with it and mailed.
  await main.getByRole("combobox", { name: "Minder personen" }).selectOption("1");
  await main.getByRole("button", { name: "Aantal wijzigen" }).click();
  const fewer = page.getByRole("dialog", { name: "Minder personen" });
  await expect(fewer).toContainText("Wil je je boeking wijzigen van 3 personen naar 1 persoon?");
  await expect(fewer).toContainText("Je krijgt €\u00a040,00 terug op je rekening.");
  await expect(fewer).not.toContainText("cadeaubon");
  await expectNoSeriousA11yViolations(page);
  await fewer.getByRole("button", { name: "Ja, wijzigen" }).click();
  await expect(fewer).toHaveCount(0);
  await expect(main.getByRole("status").filter({ hasText: "Je boeking is gewijzigd" })).toContainText(
    "Je boeking is gewijzigd naar 1 persoon",
  );
  await expect(details).toContainText("1 persoon");
  await expect(details).toContainText("€\u00a020,00");
  const refunds = main.getByRole("region", { name: "Terugbetalingen" }).getByRole("listitem");
  await expect(refunds).toHaveText([/^€\u00a040,00 terug op je rekening: /]);
  await checkPage(page);
  const lowered = await mailMatching(
    request,
    `a second mail 'Je boeking is gewijzigd' to ${email}`,
    (m: Mail) => m.to === email && m.subject.startsWith(`Je boeking is gewijzigd: ${walk.title}`) && m.id !== raised.id,
  );
  expect(lowered.text).toContain("je komt nu met 1 persoon in plaats van 3 personen");
  expect(lowered.text).toContain("We storten €\u00a040,00 terug op de rekening waarmee je betaalde.");
  expect(lowered.text).not.toContain("bijbetaald");
  expect(lowered.text).not.toContain("cadeaubon");

  // 3. Another date, cheaper (€ 20 → € 12,50 for 1 person): the difference back, shown and mailed.
  const move = main.getByRole("region", { name: "Andere datum" });
  await expect(move.getByRole("listitem").filter({ hasText: cheaper.title })).toContainText("Je krijgt €\u00a07,50 terug");
  const confirm = await askToMove(page, cheaper.title);
  await expect(confirm).toContainText(`Verplaatsen naar ${cheaper.title}`);
  await expect(confirm).toContainText("Je krijgt €\u00a07,50 terug");
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Ja, verplaatsen" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(main.getByRole("status").filter({ hasText: "Je boeking is verplaatst" })).toContainText(
    `Je boeking is verplaatst naar ${cheaper.title}`,
  );
  await expect(details).toContainText(cheaper.title);
  await expect(details).toContainText("1 persoon");
  await expect(details).toContainText("€\u00a012,50");
  await expect(refunds).toHaveText([/^€\u00a040,00 terug op je rekening: /, /^€\u00a07,50 terug op je rekening: /]);
  await checkPage(page);
  const moved = await mailTo(request, email, `Je boeking is verplaatst: ${cheaper.title}`);
  expect(moved.text).toContain(`Was:            ${walk.title}`);
  expect(moved.text).toContain("De nieuwe wandeling is goedkoper; het verschil krijg je terug.");
  expect(moved.text).toContain("We storten €\u00a07,50 terug op de rekening waarmee je betaalde.");
  expect(moved.text).not.toContain("€\u00a040,00");
  expect(moved.text).not.toContain("cadeaubon");
  expect(linkIn(moved, MANAGE_LINK)).toBe(link);
});
