import { REFRESH_COOKIE_HINT } from "@wandelwijs/api-client/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREENS, renderBookingTemplate, renderFirstScreen, renderWalkTemplate } from "./first-screen";

/** parse reads rendered HTML as a browser would. */
function parse(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

describe("renderFirstScreen", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders the overview's welcome, its header and footer, and the walk list still loading, asking nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const page = parse(await renderFirstScreen("/"));

    expect(page.querySelectorAll("main")).toHaveLength(1);
    expect(page.querySelector("h1")?.textContent).toBe("Filosofische wandelingen in de natuur");
    expect(page.querySelector(".lead")?.textContent).toMatch(/^Loop mee door de bossen en uiterwaarden rond Wageningen/);
    expect(page.querySelector("header nav")).not.toBeNull();
    expect(page.querySelector("footer")).not.toBeNull();
    expect(page.querySelector('[role="status"]')?.textContent).toBe("Wandelingen laden…");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("opens the phone menu by a link to it, as no script runs yet, and the app by its button", async () => {
    const page = parse(await renderFirstScreen("/"));

    const menu = [...page.querySelectorAll("a")].find((a) => a.textContent === "Menu");
    expect(menu?.getAttribute("href")).toBe("#topbar-menu");
    expect(page.querySelector("#topbar-menu")?.classList).toContain("topbar__menu--static");
    expect(page.querySelector("button.menu-button")).toBeNull();
  });

  it("renders the account part as the app does until it knows who is there, when the build says a visitor may be signed in", async () => {
    document.cookie = `${REFRESH_COOKIE_HINT}=1`;
    try {
      const page = parse(await renderFirstScreen("/"));
      expect(page.querySelector(".account-nav-pending")).not.toBeNull();
      expect([...page.querySelectorAll("a")].map((a) => a.textContent)).not.toContain("Inloggen");
    } finally {
      document.cookie = `${REFRESH_COOKIE_HINT}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });

  it("renders only pages without a form, whose typed text the app would throw away", async () => {
    for (const path of FIRST_SCREENS) {
      expect(parse(await renderFirstScreen(path)).querySelector("input, textarea, select")).toBeNull();
    }
  });

  it("renders a walk's page as a template of the walk's texts, date, paragraphs and picture, asking nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const withImage = await renderWalkTemplate(true);
    const page = parse(withImage);

    expect(page.querySelector("h1")?.textContent).toBe("{{$.Title}}");
    expect(page.querySelector(".walk-hero .lead")?.textContent).toBe("{{$.ShortDesc}}");
    expect(page.querySelector(".walk-hero .eyebrow")?.textContent).toBe("{{$.City}} · {{$.Date}}");
    expect(page.querySelector("h1")?.getAttribute("lang")).toBe("{{$.TextLang}}");
    // An English page of a walk with Dutch texts only says so; a Dutch page may keep the note out.
    expect(withImage).toContain('{{if $.InDutch}}<p class="walk-hero__note">Deze wandeling is beschreven in het Nederlands.</p>{{end}}');
    expect(withImage).toContain('<section aria-labelledby="walk-about"><h2 id="walk-about">Over deze wandeling</h2>{{range $.Paragraphs}}<p lang="{{$.TextLang}}">{{.}}</p>{{end}}</section>');
    const image = page.querySelector("img.walk-detail__image");
    expect([...(image?.attributes ?? [])].map((a) => `${a.name}=${a.value}`)).toEqual(
      expect.arrayContaining(["src={{$.Image.Src}}", "srcset={{$.Image.Srcset}}", "width={{$.Image.Width}}", "height={{$.Image.Height}}", "alt={{$.Image.Alt}}"]),
    );
    // The language switch leads to this walk's English page.
    expect(page.querySelector("a.language-switch")?.getAttribute("href")).toBe("/en/wandelingen/{{$.Slug}}");

    const withoutImage = await renderWalkTemplate(false);
    expect(withoutImage).not.toContain("{{$.Image");
    expect(parse(withoutImage).querySelector("img.walk-detail__image")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("leaves what depends on the hour and the places (the booking card, the guide, what to know) to the app, in room kept for it", async () => {
    const page = parse(await renderWalkTemplate(true));

    expect(page.querySelector(".booking-card")).toBeNull();
    expect(page.querySelector(".walk-guide")).toBeNull();
    expect(page.querySelector("#walk-practical")).toBeNull();
    expect(page.querySelector(".to-come")).not.toBeNull();
    expect(page.querySelector("main input, main textarea, main select, main button")).toBeNull();
  });

  it("renders a walk's booking form as a template of the walk's facts, and leaves the form to the app", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const template = await renderBookingTemplate();
    const page = parse(template);

    expect(page.querySelector("h1")?.textContent).toBe("{{$.Title}}");
    expect(page.querySelector(".back-link")?.getAttribute("href")).toBe("/wandelingen/{{$.Slug}}");
    expect([...page.querySelectorAll(".walk-facts li")].map((li) => li.textContent)).toEqual([
      "Datum: {{$.Date}}",
      "Tijd: {{$.Time}} ({{$.Duration}})",
      "Locatie: {{$.Address}}, {{$.City}}",
      // A free walk's form says so: the BFF's Price is empty.
      "Prijs: {{if $.Price}}{{$.Price}} per persoon{{else}}Gratis{{end}}",
    ]);
    expect(page.querySelector("main form, main input, main select, main button")).toBeNull();
    expect(page.querySelector("main .to-come")).not.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers a Dutch page's English twin where the BFF says the browser prefers English, keeping the page's query, without a button nothing runs yet", async () => {
    const template = await renderBookingTemplate();
    const offer = /\{\{if \$\.SuggestEnglish\}\}(<aside class="language-suggestion".*?<\/aside>)\{\{end\}\}<header/.exec(template)?.[1];
    const bar = parse(offer ?? "");
    expect(bar.querySelector("a")?.getAttribute("href")).toBe("/en/boeken/{{$.Slug}}{{$.Query}}");
    expect(bar.querySelector("button")).toBeNull();
    expect(await renderFirstScreen("/")).toContain('{{if $.SuggestEnglish}}<aside class="language-suggestion"');
  });

  it("shows the test-mode banner in every first screen only where the BFF says the shop is in test mode", async () => {
    for (const template of [await renderFirstScreen("/"), await renderWalkTemplate(false), await renderBookingTemplate()]) {
      expect(template).toMatch(/\{\{if \$\.TestMode\}\}<p class="test-mode-banner" role="note">Testmodus: [^<]+<\/p>\{\{end\}\}/);
    }
  });
});
