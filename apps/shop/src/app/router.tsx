import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout";
import { PageLoading, RouteError } from "./layout/route-states";
import { OverviewPage } from "./routes/overview";

/** page is a lazy route rendering the component name of the module load imports. */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

// One route table for both languages: English pages are the same paths under /en/ (the
// router's basename on an English page). Every route but the overview is lazy, so the
// first page load stays small. A route whose module exports Component is loaded as is,
// the shortest route entry in the first bundle; the others name their page (page).
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
            lazy: page(() => import("./routes/walk-detail"), "WalkDetailPage"),
          },
          { path: "boeken/:slug", lazy: page(() => import("./routes/booking"), "BookingPage") },
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
            lazy: page(() => import("./routes/booking-success"), "BookingSuccessPage"),
          },
          {
            path: "voucher-success/:voucherId?",
            lazy: page(() => import("./routes/voucher-success"), "VoucherSuccessPage"),
          },
          {
            path: "voucher-confirmation/:voucherId",
            lazy: () => import("./routes/voucher-confirmation"),
          },
          { path: "cadeaubon", lazy: page(() => import("./routes/cadeaubon"), "CadeaubonPage") },
          { path: "login", lazy: page(() => import("./routes/login"), "LoginPage") },
          {
            path: "wachtwoord-vergeten",
            lazy: page(() => import("./routes/forgot-password"), "ForgotPasswordPage"),
          },
          {
            path: "wachtwoord-herstellen/:token",
            lazy: page(() => import("./routes/reset-password"), "ResetPasswordPage"),
          },
          { path: "register", lazy: page(() => import("./routes/register"), "RegisterPage") },
          { path: "profiel", lazy: page(() => import("./routes/profile"), "ProfilePage") },
          { path: "mijn-wandelingen", lazy: page(() => import("./routes/my-walks"), "MyWalksPage") },
          { path: "maatwerk", lazy: page(() => import("./routes/maatwerk"), "MaatwerkPage") },
          {
            path: "maatwerk-success",
            lazy: page(() => import("./routes/maatwerk-success"), "MaatwerkSuccessPage"),
          },
          { path: "feest", lazy: page(() => import("./routes/feest"), "FeestPage") },
          {
            path: "feest-succes",
            lazy: page(() => import("./routes/feest-success"), "FeestSuccessPage"),
          },
          { path: "contact", lazy: page(() => import("./routes/contact"), "ContactPage") },
          {
            path: "contact-succes",
            lazy: page(() => import("./routes/contact-success"), "ContactSuccessPage"),
          },
          {
            path: "account-verwijderd",
            lazy: () => import("./routes/account-deleted"),
          },
          { path: "privacy", lazy: page(() => import("./routes/privacy"), "PrivacyPage") },
          { path: "over-ons", lazy: page(() => import("./routes/over-ons"), "OverOnsPage") },
          {
            path: "filosofische-wandeling-info",
            lazy: page(() => import("./routes/walk-info"), "WalkInfoPage"),
          },
          { path: "*", lazy: page(() => import("./routes/not-found"), "NotFoundPage") },
        ],
      },
    ],
  },
];

/** createAppRouter makes the browser's router, under /en on an English page (main.tsx set <html lang> from the address). */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: document.documentElement.lang === "en" ? "/en" : "/" });
}
