// The first screen of a page whose first screen holds no data of its own (the overview's
// welcome), rendered at build time (scripts/first-screens.mjs) so the BFF can send it in
// the page's HTML (bff/pages): a browser paints it before any script has loaded, and the
// app, once started, renders the same page in its place with its data.
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { addressIn, LANGUAGE } from "../shared/i18n/language";
import { loadTranslations } from "../shared/i18n/translate";
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
  const router = createMemoryRouter(routes, { initialEntries: [addressIn(LANGUAGE, path)], basename: basename() });
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
