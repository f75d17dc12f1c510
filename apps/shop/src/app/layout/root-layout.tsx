import { lazy, Suspense, useEffect, useRef, type MouseEvent } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { useSessionRecheck } from "../../features/auth/hooks/use-session-recheck";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { TestModeBanner } from "./test-mode-banner";
import "./layout.css";
import { suggestsEnglish } from "../../shared/i18n/language";
import { tSite } from "../../shared/i18n/site";

// Only a visitor whose browser prefers English loads the suggestion of the English page.
const LanguageSuggestion = lazy(async () => ({ default: (await import("./language-suggestion")).LanguageSuggestion }));
const SUGGEST_ENGLISH = suggestsEnglish();

/** skipToContent moves keyboard focus to the main content without changing the URL. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById("main")?.focus();
}

/** RootLayout is the frame of every page: skip link, header, main content, footer and, in test mode, its banner. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  useSessionRecheck();

  // Every navigation starts at the top of the new page. The page the app starts on keeps
  // its place: its first screen may have come with the HTML and been scrolled already.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        {tSite("skip")}
      </a>
      {navigation.state === "loading" && <div className="nav-progress" aria-hidden="true" />}
      {SUGGEST_ENGLISH && (
        <Suspense fallback={null}>
          <LanguageSuggestion />
        </Suspense>
      )}
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <TestModeBanner />
    </>
  );
}
