import { useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { addressIn } from "../../shared/i18n/language";
import { tLanguage } from "../../shared/i18n/language-texts";

const DISMISSED = "ww_language_suggestion";

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "1";
  } catch {
    return false;
  }
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
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {
      // Without storage the banner just comes back on the next page load.
    }
    setShow(false);
  }

  return (
    <aside ref={bar} className="language-suggestion" lang="en" aria-label={tLanguage("suggest.text")}>
      <div className="container language-suggestion__inner">
        <p>
          {tLanguage("suggest.text")} <a href={addressIn("en", pathname) + search + hash} hrefLang="en">{tLanguage("suggest.link")}</a>
        </p>
        <button type="button" className="btn btn--secondary" onClick={dismiss}>
          {tLanguage("suggest.dismiss")}
        </button>
      </div>
    </aside>
  );
}
