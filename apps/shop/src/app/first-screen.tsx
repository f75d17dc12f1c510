// The first screens of pages, rendered at build time (scripts/first-screens.mjs) so the BFF
// can send them in the page's HTML (bff/pages): a browser paints the first screen before
// any script has loaded, and the app, once started, renders the same page in its place.
// A page whose first screen holds no data of its own (the overview's welcome) is rendered
// as it is; a walk's page is rendered as a template whose slots the BFF fills with the walk.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { formatLongDate } from "@wandelwijs/format/date";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { addressIn, LANGUAGE } from "../shared/i18n/language";
import { loadTranslations } from "../shared/i18n/translate";
import { walkQueryOptions, type WalkDetail } from "../shared/api/get-walk";
import { createQueryClient } from "./query-client";
import { basename, routes } from "./router";

/**
 * FIRST_SCREENS are the routes (Dutch paths) whose first screen is rendered at build time:
 * pages without a form (text typed before the app starts would be lost when it renders)
 * whose largest text is the same for every visitor.
 */
export const FIRST_SCREENS = ["/"];

/** renderFirstScreen renders the page at the Dutch path in this page's language (LANGUAGE) as the app shows it before its data has come. */
export async function renderFirstScreen(path: string): Promise<string> {
  await loadTranslations();
  return render(path, createQueryClient());
}

/** render renders the page at the Dutch path once its route's module has loaded. */
async function render(path: string, client: QueryClient): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [addressIn(LANGUAGE, path)], basename: basename() });
  if (!router.state.initialized) {
    await new Promise<void>((loaded) => router.subscribe((state) => state.initialized && loaded()));
  }
  return renderToString(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** slot is the text that stands for a walk's field in the rendered template. */
const slot = (name: string) => `wwslot${name}wwslot`;

/** SLOT_DATE is the start of the walk the template is rendered for; its date, as shown, is a slot. */
const SLOT_DATE = "2001-02-03T10:00:00Z";

/** SLOT_WIDTH and SLOT_HEIGHT are its picture's size, slots too. */
const SLOT_WIDTH = 918273645;
const SLOT_HEIGHT = 546372819;

/**
 * renderWalkTemplate renders a walk's page, with or without a picture, as a Go
 * html/template for the BFF (bff/pages, walkScreen): the page as the app shows a walk
 * whose texts are in the page's language and that goes ahead, before the app runs
 * (WalkDetailContent), with {{.Slug}}, {{.Title}}, {{.City}}, {{.ShortDesc}}, {{.Date}} (the
 * start's long date), {{range .Paragraphs}} (the description's non-empty lines) and
 * {{.Image.Src}}, {{.Image.Srcset}} (WebP), {{.Image.Width}}, {{.Image.Height}} and
 * {{.Image.Alt}} where the walk's own are shown. It throws if the page shows a field in a
 * way the template cannot fill.
 */
export async function renderWalkTemplate(withImage: boolean): Promise<string> {
  await loadTranslations();
  const walk: WalkDetail = {
    id: "00000000-0000-4000-8000-000000000000",
    slug: slot("slug"),
    title: slot("title"),
    city: slot("city"),
    address: slot("address"),
    shortDesc: slot("shortDesc"),
    fullDesc: slot("paragraph"),
    dateStart: SLOT_DATE,
    dateEnd: SLOT_DATE,
    priceCents: 0,
    minParticipants: 1,
    maxParticipants: 1,
    availableSpots: 1,
    goesAhead: true,
    status: "SCHEDULED",
    contentLanguage: LANGUAGE,
    coverImage: withImage
      ? { src: slot("imageSrc"), srcset: slot("imageSrcsetJpeg"), srcsetWebp: slot("imageSrcset"), alt: slot("imageAlt"),
          width: SLOT_WIDTH, height: SLOT_HEIGHT, large: slot("imageLarge") }
      : null,
    cancelMinDays: 0,
    cancelUntil: SLOT_DATE,
    otherDates: [],
    guide: null,
  };
  const client = createQueryClient();
  client.setQueryData(walkQueryOptions(walk.slug).queryKey, walk);
  const html = await render(`/wandelingen/${walk.slug}`, client);
  if (html.includes("{{")) throw new Error("walk template: the page holds {{, which html/template would read as an action");
  const filled: [RegExp | string, string][] = [
    [new RegExp(`<p([^>]*)>${slot("paragraph")}</p>`, "g"), "{{range .Paragraphs}}<p$1>{{.}}</p>{{end}}"],
    [slot("slug"), "{{.Slug}}"],
    [slot("title"), "{{.Title}}"],
    [slot("city"), "{{.City}}"],
    [slot("shortDesc"), "{{.ShortDesc}}"],
    [formatLongDate(SLOT_DATE), "{{.Date}}"],
    ...(withImage
      ? ([
          [slot("imageSrc"), "{{.Image.Src}}"],
          [slot("imageSrcset"), "{{.Image.Srcset}}"],
          [slot("imageAlt"), "{{.Image.Alt}}"],
          [`"${SLOT_WIDTH}"`, '"{{.Image.Width}}"'],
          [`"${SLOT_HEIGHT}"`, '"{{.Image.Height}}"'],
        ] as [string, string][])
      : []),
  ];
  let template = html;
  for (const [from, to] of filled) {
    const next = typeof from === "string" ? template.replaceAll(from, to) : template.replace(from, to);
    if (next === template) throw new Error(`walk template: ${String(from)} is not on the page`);
    template = next;
  }
  const left = /wwslot\w+wwslot|918273645|546372819/.exec(template);
  if (left) throw new Error(`walk template: the page shows ${left[0]} where the template has no slot`);
  return template;
}
