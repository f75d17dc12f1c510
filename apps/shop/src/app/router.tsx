import { createBrowserRouter, type RouteObject } from "react-router";
import { RootLayout } from "./layout/root-layout";
import { PageLoading, RouteError } from "./layout/route-states";
import { OverviewPage } from "./routes/overview";

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
          { path: "boeken/:slug", lazy: async () => ({ Component: (await import("./routes/booking")).BookingPage }) },
          {
            path: "booking/complete/:bookingId",
            lazy: async () => ({ Component: (await import("./routes/booking-complete")).BookingCompletePage }),
          },
          {
            path: "boeking/:token",
            lazy: async () => ({ Component: (await import("./routes/manage-booking")).ManageBookingPage }),
          },
          {
            path: "wachtlijst/:token",
            lazy: async () => ({ Component: (await import("./routes/waitlist-entry")).WaitlistEntryPage }),
          },
          { path: "offerte/:token", lazy: async () => ({ Component: (await import("./routes/offerte")).QuotePage }) },
          {
            path: "booking-success",
            lazy: async () => ({ Component: (await import("./routes/booking-success")).BookingSuccessPage }),
          },
          {
            path: "voucher-success/:voucherId?",
            lazy: async () => ({ Component: (await import("./routes/voucher-success")).VoucherSuccessPage }),
          },
          {
            path: "voucher-confirmation/:voucherId",
            lazy: async () => ({ Component: (await import("./routes/voucher-confirmation")).VoucherConfirmationPage }),
          },
          { path: "cadeaubon", lazy: async () => ({ Component: (await import("./routes/cadeaubon")).CadeaubonPage }) },
          { path: "login", lazy: async () => ({ Component: (await import("./routes/login")).LoginPage }) },
          { path: "register", lazy: async () => ({ Component: (await import("./routes/register")).RegisterPage }) },
          { path: "profiel", lazy: async () => ({ Component: (await import("./routes/profile")).ProfilePage }) },
          { path: "mijn-wandelingen", lazy: async () => ({ Component: (await import("./routes/my-walks")).MyWalksPage }) },
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
          {
            path: "account-verwijderd",
            lazy: async () => ({ Component: (await import("./routes/account-deleted")).AccountDeletedPage }),
          },
          { path: "privacy", lazy: async () => ({ Component: (await import("./routes/privacy")).PrivacyPage }) },
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
