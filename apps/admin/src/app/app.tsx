// The back office: react-admin under /admin, a resource per screen and the forms at
// /admin/{resource}/new and /admin/{resource}/{id}/edit.
import type { User } from "@wandelwijs/api-client/types";
import { useMemo } from "react";
import { Admin, Resource } from "react-admin";
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
import { i18nProvider } from "./i18n";
import { Layout } from "./layout/layout";
import { theme } from "./layout/theme";
import users from "../users";
import vouchers from "../vouchers";
import walks from "../walks";

export default function App({ admin }: { admin: User }) {
  const authProvider = useMemo(() => createAuthProvider(admin), [admin]);
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="Wandelwijs beheer"
        dashboard={Dashboard}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        theme={theme}
        loginPage={false}
        requireAuth
        disableTelemetry
      >
        <Resource name="walks" {...walks} />
        <Resource name="bookings" {...bookings} />
        <Resource name="users" {...users} />
        <Resource name="vouchers" {...vouchers} />
        <Resource name="feest-requests" {...feestRequests} />
        <Resource name="custom-walks" {...customWalks} />
        <Resource name="invoices" {...invoices} />
        <Resource name="audit" {...audit} />
      </Admin>
    </BrowserRouter>
  );
}
