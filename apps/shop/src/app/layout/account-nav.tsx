import type { User } from "@wandelwijs/api-client/types";
import { lazy, Suspense } from "react";
import { NavLink } from "react-router";
import { useCurrentUser } from "../../shared/api/get-me";
import { tSite } from "../../shared/i18n/site";

// Most visitors are not signed in, so the signed-in user's menu (and signing out) loads
// only for those who are, keeping it out of the first screen's script.
const UserMenu = lazy(async () => ({ default: (await import("../../features/auth/components/user-menu")).UserMenu }));

/**
 * AccountNav is the account part of the top bar: Inloggen and Registreren for visitors;
 * Admin (admins only), Mijn wandelingen and the user menu for signed-in users.
 */
export function AccountNav() {
  const { data: user, isPending } = useCurrentUser();
  if (user) return <SignedInNav user={user} />;
  // Only a browser with a session cookie waits for /auth/me; show neither variant until it answers.
  if (isPending) return <div className="account-nav-pending" aria-hidden="true" />;
  return (
    <nav aria-label={tSite("nav.account")}>
      <ul className="topbar__links">
        <li>
          <NavLink to="/login">{tSite("nav.login")}</NavLink>
        </li>
        <li>
          <NavLink className="topbar__cta" to="/register">
            {tSite("nav.register")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function SignedInNav({ user }: { user: User }) {
  return (
    <nav aria-label={tSite("nav.account")}>
      <ul className="topbar__links">
        {user.role === "ADMIN" && (
          <li>
            {/* The back office is another app: a full page load, not a client-side route. */}
            <a href="/admin/">{tSite("nav.admin")}</a>
          </li>
        )}
        <li>
          <NavLink to="/mijn-wandelingen">{tSite("nav.myWalks")}</NavLink>
        </li>
        <li>
          <Suspense fallback={<span className="user-menu__button">{user.name}</span>}>
            <UserMenu user={user} />
          </Suspense>
        </li>
      </ul>
    </nav>
  );
}
