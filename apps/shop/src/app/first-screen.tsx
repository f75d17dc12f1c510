// The first screens of pages, rendered at build time (scripts/first-screens.mjs) as Go
// html/templates the BFF fills and sends in the page's HTML (bff/pages): a browser paints
// the first screen before any script has loaded, and the app, once started, renders the
// same page in its place. They are rendered in template mode (src/shared/components/slot.tsx),
// where the components render slots for what the BFF knows of the shop and the visitor:
// {{if $.TestMode}} around the test-mode banner and, on a Dutch page, {{if $.SuggestEnglish}}
// around the offer of its English twin; on a walk's page and its booking form, the walk's
// fields, which the BFF fills with the walk's own.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { formatDuration, formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { addressIn, LANGUAGE } from "../shared/i18n/language";
import { loadTranslations } from "../shared/i18n/translate";
import { walkQueryOptions, type WalkDetail } from "../shared/api/get-walk";
import { LanguageSuggestion } from "./layout/language-suggestion";
import { priceLabel } from "../shared/components/fact";
import { inTemplateMode, SlotIf } from "../shared/components/slot";
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
  return renderTemplate(path, createQueryClient());
}

/** SLOT_START and SLOT_END are when the walk the templates are rendered for starts and ends. */
const SLOT_START = "2101-02-03T10:00:00Z";
const SLOT_END = "2101-02-03T13:07:00Z";

/** SLOT_NUMBER is its price in cents and its picture's width; SLOT_HEIGHT its picture's height. */
const SLOT_NUMBER = 918273645;
const SLOT_HEIGHT = 546372819;

/**
 * unslotted is a text of the walk the templates are rendered for: the components show the
 * walk's fields as slots of the BFF's data (src/shared/components/slot.tsx), so a template
 * that shows one of these, or its dates, times or numbers, has a field without its slot.
 */
const unslotted = (name: string) => `unslotted-${name}`;

/**
 * slotWalk is the walk the templates are rendered for: one that goes ahead, for a price.
 * Its slug is the action {{$.Slug}}: it is in the page's address, which links and the
 * language switch keep.
 */
function slotWalk(withImage = false): WalkDetail {
  return {
    id: "00000000-0000-4000-8000-000000000000",
    slug: "{{$.Slug}}",
    title: unslotted("title"),
    city: unslotted("city"),
    address: unslotted("address"),
    shortDesc: unslotted("shortDesc"),
    fullDesc: unslotted("paragraph"),
    dateStart: SLOT_START,
    dateEnd: SLOT_END,
    priceCents: SLOT_NUMBER,
    minParticipants: 1,
    maxParticipants: 1,
    availableSpots: 1,
    goesAhead: true,
    status: "SCHEDULED",
    cancelReason: null,
    coverImageUrl: null,
    createdAt: SLOT_START,
    updatedAt: SLOT_START,
    contentLanguage: LANGUAGE,
    coverImage: withImage
      ? { src: unslotted("imageSrc"), srcset: unslotted("imageSrcsetJpeg"), srcsetWebp: unslotted("imageSrcset"), alt: unslotted("imageAlt"),
          width: SLOT_NUMBER, height: SLOT_HEIGHT, large: unslotted("imageLarge") }
      : null,
    cancelMinDays: 0,
    cancelUntil: SLOT_END,
    otherDates: [],
    guide: null,
  };
}

/**
 * renderWalkTemplate renders a walk's page as the app shows a walk before it runs
 * (WalkDetailContent), with the slots Slug, Title, City, Date (the start's long date),
 * ShortDesc, Paragraphs (the description's non-empty lines, in {{range}}), TextLang (the
 * language of the walk's texts) and InDutch (in {{if}}, around the note that they are
 * Dutch on an English page). withImage: with the walk's picture, Image.Src, Image.Srcset
 * (WebP), Image.Width, Image.Height and Image.Alt; a template of its own, as the page
 * starts by preloading the picture (React puts that preload first).
 */
export async function renderWalkTemplate(withImage: boolean): Promise<string> {
  const walk = slotWalk(withImage);
  return renderTemplate(`/wandelingen/${walk.slug}`, withWalk(walk));
}

/**
 * renderBookingTemplate renders a walk's booking form as the app shows it before it runs
 * (BookingView: the walk's facts, the form to come), with the slots Slug, Title, Date,
 * Address, City, Time (start and end), Duration and Price (per person, in {{if}}, whose
 * {{else}} says the walk is free).
 */
export async function renderBookingTemplate(): Promise<string> {
  const walk = slotWalk();
  return renderTemplate(`/boeken/${walk.slug}`, withWalk(walk));
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
 * header, in {{if $.SuggestEnglish}}; its link keeps the page's query ({{$.Query}}).
 */
function renderSuggestion(path: string): string {
  const router = createMemoryRouter(
    [{ path: "*", element: <SlotIf field="SuggestEnglish" when><LanguageSuggestion /></SlotIf> }],
    { initialEntries: [path] },
  );
  return inTemplateMode(() => renderToString(<RouterProvider router={router} />));
}

/**
 * renderTemplate renders the page at the Dutch path in this page's language as a Go
 * html/template, in template mode (src/shared/components/slot.tsx): the test-mode banner
 * in {{if $.TestMode}}, a walk's fields as slots and, on a Dutch page, the bar offering its
 * English twin before the header (renderSuggestion). It throws where the page shows a
 * walk's field that has no slot.
 */
async function renderTemplate(path: string, client: QueryClient): Promise<string> {
  await loadTranslations();
  const router = createMemoryRouter(routes, { initialEntries: [addressIn(LANGUAGE, path)], basename: basename() });
  if (!router.state.initialized) {
    await new Promise<void>((loaded) => router.subscribe((state) => state.initialized && loaded()));
  }
  let template = inTemplateMode(() =>
    renderToString(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  if (LANGUAGE === "nl") {
    const header = '<header class="site-header"';
    if (!template.includes(header)) throw new Error(`first screen ${path}: no site header`);
    template = template.replace(header, `${renderSuggestion(path)}${header}`);
  }
  const shown = [
    /unslotted-\w+/.exec(template)?.[0],
    ...[SLOT_NUMBER, SLOT_HEIGHT, priceLabel(SLOT_NUMBER), formatLongDate(SLOT_START), formatTimeRange(SLOT_START, SLOT_END), formatDuration(SLOT_START, SLOT_END)]
      .map(String)
      .filter((text) => template.includes(text)),
  ].find(Boolean);
  if (shown) throw new Error(`first screen ${path}: the page shows ${shown} where the template has no slot`);
  return template;
}
