import { useState } from "react";
import { useLocation } from "react-router";
import { addressIn, LANGUAGE } from "../../shared/i18n/language";
import { tSite } from "../../shared/i18n/site";

const DISMISSED = "ww_language_suggestion";

/** prefersEnglish tells whether the browser ranks English above Dutch. */
export function prefersEnglish(languages: readonly string[]): boolean {
  const first = languages.map((l) => l.toLowerCase().slice(0, 2)).find((l) => l === "en" || l === "nl");
  return first === "en";
}

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "1";
  } catch {
    return false;
  }
}

/**
 * LanguageSuggestion offers a visitor whose browser prefers English the English twin of a
 * Dutch page; never a redirect, so a shared link lands where it points. Dismissed, it stays
 * away in this browser.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation();
  const [show, setShow] = useState(() => LANGUAGE === "nl" && prefersEnglish(navigator.languages ?? [navigator.language]) && !dismissed());
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
    <aside className="language-suggestion" lang="en" aria-label={tSite("suggest.text")}>
      <div className="container language-suggestion__inner">
        <p>
          {tSite("suggest.text")} <a href={addressIn("en", pathname) + search + hash} hrefLang="en">{tSite("suggest.link")}</a>
        </p>
        <button type="button" className="btn btn--secondary" onClick={dismiss}>
          {tSite("suggest.dismiss")}
        </button>
      </div>
    </aside>
  );
}
