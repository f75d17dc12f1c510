import { useLocation } from "react-router";
import { addressIn, LANGUAGE } from "../../shared/i18n/language";
import { tSite } from "../../shared/i18n/site";

/**
 * LanguageSwitch links to the same page in the other language: a full page load, as the
 * language is the page's address. Its text is in the language it leads to.
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other = LANGUAGE === "en" ? "nl" : "en";
  return (
    <a className="language-switch" href={addressIn(other, pathname) + search + hash} hrefLang={other} lang={other}>
      {tSite("languageSwitch")}
    </a>
  );
}
