import { NavLink } from "react-router";

/**
 * AccountNav is the account part of the top bar. Only the anonymous variant exists yet;
 * the logged-in variant (Admin, Mijn wandelingen, user menu) replaces it here later.
 */
export function AccountNav() {
  return (
    <nav aria-label="Account">
      <ul className="topbar__links">
        <li>
          <NavLink to="/login">Inloggen</NavLink>
        </li>
        <li>
          <NavLink className="topbar__cta" to="/register">
            Registreren
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
