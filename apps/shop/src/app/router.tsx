import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout";
import { PageLoading, RouteError } from "./layout/route-states";
import { OverviewPage } from "./routes/overview";

/** notBuilt lazily loads the "not built yet" page for a route that comes in a later issue. */
function notBuilt(title: string, promise: string) {
  return async () => {
    const { NotBuiltPage } = await import("./routes/not-built");
    return { Component: () => <NotBuiltPage title={title} promise={promise} /> };
  };
}

// Every route but the overview is lazy, so the first page load stays small.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, Component: OverviewPage },
          { path: "wandelingen", Component: OverviewPage },
          {
            path: "wandelingen/:slug",
            lazy: async () => ({ Component: (await import("./routes/walk-detail")).WalkDetailPage }),
          },
          { path: "boeken/:slug", lazy: notBuilt("Wandeling boeken", "Hier kun je straks je plek boeken.") },
          {
            path: "booking/complete/:bookingId",
            lazy: notBuilt("Je boeking", "Hier zie je straks de gegevens van je boeking."),
          },
          { path: "booking-success", lazy: notBuilt("Betaling", "Hier zie je straks of je betaling gelukt is.") },
          {
            path: "voucher-success/:voucherId?",
            lazy: notBuilt("Betaling cadeaubon", "Hier zie je straks of de betaling van je cadeaubon gelukt is."),
          },
          {
            path: "voucher-confirmation/:voucherId",
            lazy: notBuilt("Cadeaubon bevestigd", "Hier zie je straks de bevestiging van je cadeaubon."),
          },
          { path: "cadeaubon", lazy: notBuilt("Cadeaubon", "Hier kun je straks een cadeaubon voor een wandeling kopen.") },
          { path: "login", lazy: notBuilt("Inloggen", "Hier kun je straks inloggen met je account.") },
          { path: "register", lazy: notBuilt("Registreren", "Hier kun je straks een account aanmaken.") },
          { path: "profiel", lazy: notBuilt("Mijn profiel", "Hier kun je straks je gegevens bekijken en wijzigen.") },
          { path: "mijn-wandelingen", lazy: notBuilt("Mijn wandelingen", "Hier zie je straks al je boekingen.") },
          { path: "maatwerk", lazy: notBuilt("Wandeling op maat", "Hier kun je straks een wandeling op maat aanvragen.") },
          { path: "maatwerk-success", lazy: notBuilt("Aanvraag ontvangen", "Hier bedanken we je straks voor je aanvraag.") },
          { path: "feest", lazy: notBuilt("Feestwandeling", "Hier kun je straks een wandeling voor je feest aanvragen.") },
          { path: "feest-succes", lazy: notBuilt("Aanvraag ontvangen", "Hier bedanken we je straks voor je aanvraag.") },
          { path: "contact", lazy: notBuilt("Contact", "Hier kun je ons straks een bericht sturen.") },
          { path: "contact-succes", lazy: notBuilt("Bericht ontvangen", "Hier bedanken we je straks voor je bericht.") },
          { path: "over-ons", lazy: notBuilt("Over ons", "Hier stellen we ons straks aan je voor.") },
          {
            path: "filosofische-wandeling-info",
            lazy: notBuilt("Zo gaat een filosofische wandeling", "Hier lees je straks hoe een wandeling verloopt."),
          },
          { path: "*", lazy: async () => ({ Component: (await import("./routes/not-found")).NotFoundPage }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
