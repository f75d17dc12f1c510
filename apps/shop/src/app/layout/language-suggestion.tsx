import { useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { slot } from "../../shared/components/slot";
import { useAppRunning } from "../../shared/hooks/use-app-running";
import { addressIn } from "../../shared/i18n/language";
import { tLanguage } from "../../shared/i18n/language-texts";

/**
 * DISMISSED_COOKIE remembers in this browser that the suggestion was dismissed. A cookie,
 * not storage: the BFF reads it too, and leaves the bar out of the page's first screen
 * (bff/pages).
 */
export const DISMISSED_COOKIE = "ww_language_suggestion";

function dismissed(): boolean {
  return document.cookie.split("; ").includes(`${DISMISSED_COOKIE}=1`);
}

/**
 * LanguageSuggestion offers a visitor whose browser prefers English the English twin of a
 * Dutch page (the layout shows it only there: suggestsEnglish); never a redirect, so a shared
 * link lands where it points. Dismissed, it stays away in this browser.
 *
 * It is a bar fixed over the foot of the screen (layout.css): it arrives after the page, and
 * there it moves nothing. Its height, in --suggestion-height on <html>, keeps room for it
 * below the page's end and keeps a control the keyboard focuses above it.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation();
  // In a page's first screen the bar has no button yet: nothing runs it before the app.
  const running = useAppRunning();
  const [show, setShow] = useState(() => !dismissed());
  const bar = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty("--suggestion-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty("--suggestion-height");
    };
  }, [show]);

  if (!show) return null;

  function dismiss() {
    document.cookie = `${DISMISSED_COOKIE}=1; path=/; max-age=31536000; samesite=lax`;
    setShow(false);
  }

  return (
    <aside ref={bar} className="language-suggestion" lang="en" aria-label={tLanguage("suggest.text")}>
      <div className="container language-suggestion__inner">
        <p>
          {tLanguage("suggest.text")} <a href={addressIn("en", pathname) + slot("Query", search + hash)} hrefLang="en">{tLanguage("suggest.link")}</a>
        </p>
        {running && (
          <button type="button" className="btn btn--secondary" onClick={dismiss}>
            {tLanguage("suggest.dismiss")}
          </button>
        )}
      </div>
    </aside>
  );
}
