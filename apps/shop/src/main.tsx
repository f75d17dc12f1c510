import { setLanguage } from "@wandelwijs/api-client/client";
import { setDefaultLocale } from "@wandelwijs/format/locale";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { LANGUAGE } from "./shared/i18n/language";
import { loadTranslations, LOCALE } from "./shared/i18n/translate";
import "./shared/styles/base.css";

// The page's language (its address: /en/... is English) sets the API's answers, the dates
// and amounts, and <html lang>.
setLanguage(LANGUAGE);
setDefaultLocale(LOCALE);
document.documentElement.lang = LANGUAGE;

// The first render is a transition: React renders it in slices, between which the browser
// answers the visitor, who may already be reading (and tapping) the page's first screen.
void loadTranslations().then(() => {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
