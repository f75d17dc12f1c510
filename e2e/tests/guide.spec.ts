import { expect, test } from "@playwright/test";
import { join } from "node:path";
import { expectNoSeriousA11yViolations } from "./axe";
import { createWalk, farDay, logIn, unique } from "./organiser";

// Who leads a walk: an organiser names the guide on the walk form and uploads the guide's
// photo; the shop's walk page shows them, sized, and so do the participants list and its
// print view.

test("an organiser names the guide with a photo; the walk page and the participants list show them", { tag: "@back-office-flow" }, async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const marker = unique(testInfo);
  const title = `Met gids ${marker}`;
  const slug = `met-gids-${marker}`;
  const guide = `Anna ${marker.slice(-5)}`;
  const day = farDay();

  await logIn(page);
  const walkId = await createWalk(page.request, day, {
    title,
    slug,
    city: "Doorwerth",
    address: "Kasteelweg 1",
    shortDesc: "Met iemand die het bos kent.",
    fullDesc: "De gids vertelt onderweg.",
    maxParticipants: 10,
  });

  // The walk form: a line without a name is refused in Dutch, then the guide is named.
  await page.goto(`/admin/walks/${walkId}/edit`);
  const line = page.getByLabel("Over de gids (één regel)");
  await line.fill("Boswachter op de Veluwe");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Vul ook de naam van de gids in")).toBeVisible();
  await page.getByLabel("Gids (naam)").fill(guide);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Wandeling opgeslagen")).toBeVisible();

  // The guide's photo, uploaded on the edit page.
  await page.goto(`/admin/walks/${walkId}/edit`);
  const panel = page.getByRole("region", { name: "Foto van de gids" });
  await expect(panel.getByText("De gids heeft nog geen foto.")).toBeVisible();
  await panel.getByLabel("Foto kiezen").setInputFiles(join(import.meta.dirname, "fixtures", "bos-met-gps.jpg"));
  await expect(panel.getByRole("img", { name: "Voorbeeld van de gekozen afbeelding" })).toBeVisible();
  await panel.getByRole("button", { name: "Foto opslaan" }).click();
  await expect(panel.getByRole("img", { name: guide })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The shop's walk page: who leads it, the photo sized and in its widths.
  await page.goto(`/wandelingen/${slug}`);
  const section = page.getByRole("region", { name: "Wie je begeleidt" });
  await expect(section).toContainText(guide);
  await expect(section).toContainText("Boswachter op de Veluwe");
  const photo = section.getByRole("img", { name: guide });
  await expect(photo).toHaveAttribute("width", "1200");
  await expect(photo).toHaveAttribute("height", "800");
  await expect(photo).toHaveAttribute("srcset", /^\/media\/[0-9a-f]{20}-480\.webp 480w, \/media\/[0-9a-f]{20}-960\.webp 960w$/);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  // The participants list and its print view say who leads it.
  await page.goto(`/admin/walks/${walkId}/participants`);
  const guideLine = page.getByText(`Gids: ${guide} · Boswachter op de Veluwe`);
  await expect(guideLine).toBeVisible();
  await expect(page.getByRole("img", { name: guide })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(guideLine).toBeVisible();
  await expect(page.getByRole("img", { name: guide })).toBeVisible();
});
