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
          { path: "login", lazy: async () => ({ Component: (await import("./routes/login")).LoginPage }) },
          { path: "register", lazy: async () => ({ Component: (await import("./routes/register")).RegisterPage }) },
          { path: "profiel", lazy: async () => ({ Component: (await import("./routes/profile")).ProfilePage }) },
          { path: "mijn-wandelingen", lazy: notBuilt("Mijn wandelingen", "Hier zie je straks al je boekingen.") },
          { path: "maatwerk", lazy: async () => ({ Component: (await import("./routes/maatwerk")).MaatwerkPage }) },
          {
            path: "maatwerk-success",
            lazy: async () => ({ Component: (await import("./routes/maatwerk-success")).MaatwerkSuccessPage }),
          },
          { path: "feest", lazy: async () => ({ Component: (await import("./routes/feest")).FeestPage }) },
          {
            path: "feest-succes",
            lazy: async () => ({ Component: (await import("./routes/feest-success")).FeestSuccessPage }),
          },
          { path: "contact", lazy: async () => ({ Component: (await import("./routes/contact")).ContactPage }) },
          {
            path: "contact-succes",
            lazy: async () => ({ Component: (await import("./routes/contact-success")).ContactSuccessPage }),
          },
          { path: "over-ons", lazy: async () => ({ Component: (await import("./routes/over-ons")).OverOnsPage }) },
          {
            path: "filosofische-wandeling-info",
            lazy: async () => ({ Component: (await import("./routes/walk-info")).WalkInfoPage }),
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
