// The back office: react-admin under /admin, a resource per screen and the forms at
// /admin/{resource}/new and /admin/{resource}/{id}/edit.
import type { User } from "@wandelwijs/api-client/types";
import { CssBaseline } from "@mui/material";
import { useMemo } from "react";
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error,
  LoadingPage,
  localStorageStore,
  NotFound,
  Notification,
  Resource,
} from "react-admin";
// Routing comes from react-router-dom, the module react-admin imports: under vitest a
// plain "react-router" import loads a second copy with a router context of its own.
import { BrowserRouter } from "react-router-dom";
import audit from "../audit";
import bookings from "../bookings";
import { createAuthProvider } from "../auth/auth-provider";
import customWalks from "../custom-walks";
import { Dashboard } from "../dashboard/dashboard";
import { dataProvider } from "../shared/data-provider";
import feestRequests from "../feest-requests";
import invoices from "../invoices";
import quotes from "../quotes";
import { i18nProvider } from "./i18n";
import { Layout } from "./layout/layout";
import { theme } from "./layout/theme";
import users from "../users";
import vouchers from "../vouchers";
import walks from "../walks";

const store = localStorageStore();

/**
 * App is react-admin's <Admin> put together from its parts (AdminContext, CoreAdminUI and
 * the Material UI pages), without the login page and OAuth callback <Admin> always
 * imports: the shop's login serves the back office (the AccessGate), and leaving them out
 * keeps react-hook-form and the form inputs out of the dashboard's first load.
 */
export default function App({ admin }: { admin: User }) {
  const authProvider = useMemo(() => createAuthProvider(admin), [admin]);
  return (
    <BrowserRouter basename="/admin">
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        store={store}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title="Wandelwijs beheer"
            dashboard={Dashboard}
            layout={Layout}
            loginPage={false}
            authCallbackPage={false}
            accessDenied={AccessDenied}
            authenticationError={AuthenticationError}
            catchAll={() => <NotFound />}
            error={Error}
            loading={LoadingPage}
            requireAuth
            disableTelemetry
          >
            <Resource name="walks" {...walks} />
            <Resource name="bookings" {...bookings} />
            <Resource name="users" {...users} />
            <Resource name="vouchers" {...vouchers} />
            <Resource name="feest-requests" {...feestRequests} />
            <Resource name="custom-walks" {...customWalks} />
            <Resource name="quotes" {...quotes} />
            <Resource name="invoices" {...invoices} />
            <Resource name="audit" {...audit} />
          </CoreAdminUI>
          <Notification />
        </CssBaseline>
      </AdminContext>
    </BrowserRouter>
  );
}
