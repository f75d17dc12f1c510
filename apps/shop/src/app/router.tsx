import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout";
import { PageLoading, RouteError } from "./layout/route-states";
import { OverviewPage } from "./routes/overview";

// One route table for both languages: English pages are the same paths under /en/ (the
// router's basename on an English page). Every route but the overview is lazy, so the
// first page load stays small; each route's module exports its page as Component, which
// the router loads as is (the shortest route entry in the first bundle).
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
            lazy: () => import("./routes/walk-detail"),
          },
          { path: "boeken/:slug", lazy: () => import("./routes/booking") },
          {
            path: "booking/complete/:bookingId",
            lazy: () => import("./routes/booking-complete"),
          },
          {
            path: "boeking/:token",
            lazy: () => import("./routes/manage-booking"),
          },
          {
            path: "wachtlijst/:token",
            lazy: () => import("./routes/waitlist-entry"),
          },
          { path: "offerte/:token", lazy: () => import("./routes/offerte") },
          {
            path: "booking-success",
            lazy: () => import("./routes/booking-success"),
          },
          {
            path: "voucher-success/:voucherId?",
            lazy: () => import("./routes/voucher-success"),
          },
          {
            path: "voucher-confirmation/:voucherId",
            lazy: () => import("./routes/voucher-confirmation"),
          },
          { path: "cadeaubon", lazy: () => import("./routes/cadeaubon") },
          { path: "login", lazy: () => import("./routes/login") },
          {
            path: "wachtwoord-vergeten",
            lazy: () => import("./routes/forgot-password"),
          },
          {
            path: "wachtwoord-herstellen/:token",
            lazy: () => import("./routes/reset-password"),
          },
          { path: "register", lazy: () => import("./routes/register") },
          { path: "profiel", lazy: () => import("./routes/profile") },
          { path: "mijn-wandelingen", lazy: () => import("./routes/my-walks") },
          { path: "maatwerk", lazy: () => import("./routes/maatwerk") },
          {
            path: "maatwerk-success",
            lazy: () => import("./routes/maatwerk-success"),
          },
          { path: "feest", lazy: () => import("./routes/feest") },
          {
            path: "feest-succes",
            lazy: () => import("./routes/feest-success"),
          },
          { path: "contact", lazy: () => import("./routes/contact") },
          {
            path: "contact-succes",
            lazy: () => import("./routes/contact-success"),
          },
          {
            path: "account-verwijderd",
            lazy: () => import("./routes/account-deleted"),
          },
          { path: "privacy", lazy: () => import("./routes/privacy") },
          { path: "over-ons", lazy: () => import("./routes/over-ons") },
          {
            path: "filosofische-wandeling-info",
            lazy: () => import("./routes/walk-info"),
          },
          { path: "*", lazy: () => import("./routes/not-found") },
        ],
      },
    ],
  },
];

/** basename is where the routes start: /en on an English page (main.tsx set <html lang> from the address). */
export const basename = () => (document.documentElement.lang === "en" ? "/en" : "/");

/** createAppRouter makes the browser's router. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: basename() });
}
