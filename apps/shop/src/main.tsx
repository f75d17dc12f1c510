import { setLanguage } from "@wandelwijs/api-client/client";
import { setDefaultLocale } from "@wandelwijs/format/locale";
import { StrictMode } from "react";
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

void loadTranslations().then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
