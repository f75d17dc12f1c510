// The first screens of pages, rendered at build time (scripts/first-screens.mjs) as Go
// html/templates the BFF fills and sends in the page's HTML (bff/pages): a browser paints
// the first screen before any script has loaded, and the app, once started, renders the
// same page in its place. Every first screen has slots for what the BFF knows of the shop
// and the visitor: {{if .TestMode}} around the test-mode banner and, on a Dutch page, {{if
// .SuggestEnglish}} around the offer of its English twin. A walk's page and its booking form
// are rendered for a walk whose texts are slots too, which the BFF fills with the walk's own.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { formatDuration, formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { addressIn, LANGUAGE } from "../shared/i18n/language";
import { loadTranslations } from "../shared/i18n/translate";
import { SITE_KEY } from "../shared/api/get-site";
import { walkQueryOptions, type WalkDetail } from "../shared/api/get-walk";
import { LanguageSuggestion } from "./layout/language-suggestion";
import { priceLabel } from "../shared/components/fact";
import { createQueryClient } from "./query-client";
import { basename, routes } from "./router";

/**
 * FIRST_SCREENS are the routes (Dutch paths) whose first screen is rendered at build time:
 * pages without a form (text typed before the app starts would be lost when it renders)
 * whose largest text is the same for every visitor.
 */
export const FIRST_SCREENS = ["/"];

/** renderFirstScreen renders the page at the Dutch path in this page's language (LANGUAGE) as the app shows it before its data has come, as a template. */
export async function renderFirstScreen(path: string): Promise<string> {
  return renderTemplate(path, createQueryClient(), []);
}

/** slot is the text that stands for a walk's field in the rendered template. */
const slot = (name: string) => `wwslot${name}wwslot`;

/** SLOT_START and SLOT_END are when the walk the templates are rendered for starts and ends; their dates and times, as shown, are slots. */
const SLOT_START = "2101-02-03T10:00:00Z";
const SLOT_END = "2101-02-03T13:07:00Z";

/** SLOT_NUMBER is its price in cents and its picture's width; SLOT_HEIGHT its picture's height: slots too. */
const SLOT_NUMBER = 918273645;
const SLOT_HEIGHT = 546372819;

/** slotWalk is the walk the templates are rendered for: one that goes ahead, its texts in the page's language (or in Dutch). */
function slotWalk(withImage: boolean, free: boolean, inDutch = false): WalkDetail {
  return {
    id: "00000000-0000-4000-8000-000000000000",
    slug: slot("slug"),
    title: slot("title"),
    city: slot("city"),
    address: slot("address"),
    shortDesc: slot("shortDesc"),
    fullDesc: slot("paragraph"),
    dateStart: SLOT_START,
    dateEnd: SLOT_END,
    priceCents: free ? 0 : SLOT_NUMBER,
    minParticipants: 1,
    maxParticipants: 1,
    availableSpots: 1,
    goesAhead: true,
    status: "SCHEDULED",
    cancelReason: null,
    coverImageUrl: null,
    createdAt: SLOT_START,
    updatedAt: SLOT_START,
    contentLanguage: inDutch ? "nl" : LANGUAGE,
    coverImage: withImage
      ? { src: slot("imageSrc"), srcset: slot("imageSrcsetJpeg"), srcsetWebp: slot("imageSrcset"), alt: slot("imageAlt"),
          width: SLOT_NUMBER, height: SLOT_HEIGHT, large: slot("imageLarge") }
      : null,
    cancelMinDays: 0,
    cancelUntil: SLOT_END,
    otherDates: [],
    guide: null,
  };
}

/** A slot and what the template has in its place: a text or a pattern of the rendered page. */
type Fill = [RegExp | string, string];

/** The slots every walk's template fills: {{.Slug}}, {{.Title}}, {{.City}} and {{.Date}} (the start's long date). */
const walkFills = (): Fill[] => [
  [slot("slug"), "{{.Slug}}"],
  [slot("title"), "{{.Title}}"],
  [slot("city"), "{{.City}}"],
  [formatLongDate(SLOT_START), "{{.Date}}"],
];

/**
 * renderWalkTemplate renders a walk's page, with or without a picture, as the app shows a
 * walk before it runs (WalkDetailContent), with walkFills, {{.ShortDesc}}, {{range
 * .Paragraphs}} (the description's non-empty lines) and {{.Image.Src}}, {{.Image.Srcset}}
 * (WebP), {{.Image.Width}}, {{.Image.Height}} and {{.Image.Alt}}. inDutch: the walk's
 * texts are Dutch on an English page, which marks them so.
 */
export async function renderWalkTemplate(withImage: boolean, inDutch = false): Promise<string> {
  const walk = slotWalk(withImage, false, inDutch);
  const fills: Fill[] = [
    [new RegExp(`<p([^>]*)>${slot("paragraph")}</p>`), "{{range .Paragraphs}}<p$1>{{.}}</p>{{end}}"],
    ...walkFills(),
    [slot("shortDesc"), "{{.ShortDesc}}"],
  ];
  if (withImage) {
    fills.push(
      [slot("imageSrc"), "{{.Image.Src}}"],
      [slot("imageSrcset"), "{{.Image.Srcset}}"],
      [slot("imageAlt"), "{{.Image.Alt}}"],
      [`"${SLOT_NUMBER}"`, '"{{.Image.Width}}"'],
      [`"${SLOT_HEIGHT}"`, '"{{.Image.Height}}"'],
    );
  }
  return renderTemplate(`/wandelingen/${walk.slug}`, withWalk(walk), fills);
}

/**
 * renderBookingTemplate renders a walk's booking form, of a walk for a price or free, as
 * the app shows it before it runs (BookingView: the walk's facts, the form to come), with
 * walkFills, {{.Address}}, {{.Time}} (start and end), {{.Duration}} and {{.Price}} (per
 * person; not on a free walk's).
 */
export async function renderBookingTemplate(free: boolean): Promise<string> {
  const walk = slotWalk(false, free);
  const fills: Fill[] = [
    ...walkFills(),
    [slot("address"), "{{.Address}}"],
    [formatTimeRange(SLOT_START, SLOT_END), "{{.Time}}"],
    [formatDuration(SLOT_START, SLOT_END), "{{.Duration}}"],
  ];
  if (!free) fills.push([priceLabel(SLOT_NUMBER), "{{.Price}}"]);
  return renderTemplate(`/boeken/${walk.slug}`, withWalk(walk), fills);
}

/** withWalk is a query client that has walk, as the BFF's page data gives it. */
function withWalk(walk: WalkDetail): QueryClient {
  const client = createQueryClient();
  client.setQueryData(walkQueryOptions(walk.slug).queryKey, walk);
  return client;
}

/**
 * renderSuggestion renders the bar that offers a Dutch page's English twin (LanguageSuggestion)
 * at the Dutch path, for a browser that prefers English, as the layout shows it before the
 * header; its link keeps the page's query ({{.Query}}).
 */
function renderSuggestion(path: string): string {
  const router = createMemoryRouter([{ path: "*", element: <LanguageSuggestion /> }], { initialEntries: [`${path}?${slot("query")}`] });
  return renderToString(<RouterProvider router={router} />);
}

/**
 * renderTemplate renders the page at the Dutch path in this page's language as a Go
 * html/template: the shop in test mode, whose banner goes in {{if .TestMode}}; on a Dutch
 * page the bar offering its English twin in {{if .SuggestEnglish}}; and each of fills in
 * place of what it names. It throws where the page shows a slot the template
 * does not fill, or a fill is not on the page.
 */
async function renderTemplate(path: string, client: QueryClient, fills: Fill[]): Promise<string> {
  await loadTranslations();
  client.setQueryData(SITE_KEY, { testMode: true, kor: false });
  const router = createMemoryRouter(routes, { initialEntries: [addressIn(LANGUAGE, path)], basename: basename() });
  if (!router.state.initialized) {
    await new Promise<void>((loaded) => router.subscribe((state) => state.initialized && loaded()));
  }
  const html = renderToString(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (html.includes("{{")) throw new Error(`first screen ${path}: the page holds {{, which html/template would read as an action`);
  let template = html;
  const slots: Fill[] = [[/<p class="test-mode-banner"[^>]*>[^<]*<\/p>/, "{{if .TestMode}}$&{{end}}"]];
  if (LANGUAGE === "nl") slots.push(['<header class="site-header"', `{{if .SuggestEnglish}}${renderSuggestion(path)}{{end}}$&`], [`?${slot("query")}`, "{{.Query}}"]);
  for (const [from, to] of [...slots, ...fills]) {
    const next = typeof from === "string" ? template.replaceAll(from, to) : template.replace(from, to);
    if (next === template) throw new Error(`first screen ${path}: ${String(from)} is not on the page`);
    template = next;
  }
  const shown = [
    /wwslot\w+wwslot/.exec(template)?.[0],
    ...[SLOT_NUMBER, SLOT_HEIGHT, priceLabel(SLOT_NUMBER), formatLongDate(SLOT_START), formatTimeRange(SLOT_START, SLOT_END), formatDuration(SLOT_START, SLOT_END)]
      .map(String)
      .filter((text) => template.includes(text)),
  ].find(Boolean);
  if (shown) throw new Error(`first screen ${path}: the page shows ${shown} where the template has no slot`);
  return template;
}
