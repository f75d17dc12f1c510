import { useRef, useState, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LeafIcon, MenuIcon } from "../../shared/components/icons";
import { AccountNav } from "./account-nav";
import { LanguageSwitch } from "./language-switch";
import { INFO_LINKS, SECTION_LINKS } from "./nav-links";
import { tSite } from "../../shared/i18n/site";
import { useAppRunning } from "../../shared/hooks/use-app-running";

const MENU_TARGET = "#topbar-menu";

/** SiteHeader holds the top bar (logo, info, account) and the second bar with the shop's sections. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const running = useAppRunning();
  // The phone menu belongs to the page it was opened on, so any navigation closes it. One
  // opened on the first screen, before the app ran (#topbar-menu), stays open.
  const [openOn, setOpenOn] = useState<string | null>(() => (window.location.hash === MENU_TARGET ? pathname : null));
  const open = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      setOpenOn(null);
      menuButton.current?.focus();
    }
  }

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="topbar">
        <div className="container topbar__inner">
          <Link className="brand" to="/">
            <LeafIcon />
            {tSite("name")}
          </Link>
          <LanguageSwitch />
          {running ? (
            <button
              ref={menuButton}
              type="button"
              className="menu-button"
              aria-expanded={open}
              aria-controls="topbar-menu"
              onClick={() => setOpenOn(open ? null : pathname)}
            >
              <MenuIcon />
              {tSite("menu")}
            </button>
          ) : (
            // Before the app runs, the menu opens as the link's target (layout.css).
            <a className="menu-button" href={MENU_TARGET}>
              <MenuIcon />
              {tSite("menu")}
            </a>
          )}
          <div id="topbar-menu" className={open ? "topbar__menu is-open" : running ? "topbar__menu" : "topbar__menu topbar__menu--static"}>
            <nav aria-label={tSite("nav.info")}>
              <ul className="topbar__links">
                {INFO_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to}>{link.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <AccountNav />
          </div>
        </div>
      </div>
      <nav className="mainnav" aria-label={tSite("nav.main")}>
        <ul className="container mainnav__list">
          {SECTION_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
