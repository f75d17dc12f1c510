import { describe, expect, it } from "vitest";
import { i18nProvider } from "./i18n";

describe("i18nProvider", () => {
  it("speaks Dutch by default", () => {
    expect(i18nProvider.getLocale()).toBe("nl");
  });

  it("prefers a Dutch react-admin text over the English one", () => {
    expect(i18nProvider.translate("ra.action.save")).toBe("Opslaan");
  });

  it("falls back to English for a key ra-language-dutch lacks", () => {
    // Guessers are not used here, so this key is left untranslated on purpose.
    expect(i18nProvider.translate("ra.guesser.empty.title")).toBe("No data to display");
  });

  it("has our own labels", () => {
    expect(i18nProvider.translate("resources.walks.name", { smart_count: 2 })).toBe("Wandelingen");
    expect(i18nProvider.translate("resources.walks.fields.title")).toBe("Titel");
  });
});
