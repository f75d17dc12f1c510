import englishMessages from "ra-language-english";
import { describe, expect, it } from "vitest";
import { i18nProvider } from "./i18n";

describe("i18nProvider", () => {
  it("speaks Dutch by default", () => {
    expect(i18nProvider.getLocale()).toBe("nl");
  });

  it("prefers a Dutch react-admin text over the English one", () => {
    expect(i18nProvider.translate("ra.action.save")).toBe("Opslaan");
  });

  it("has a Dutch text for a key ra-language-dutch lacks", () => {
    expect(i18nProvider.translate("ra.guesser.empty.title")).toBe("Geen gegevens om te tonen");
  });

  // ra-language-english (a test dependency only) lists every react-admin 5 key.
  const keysOf = (messages: object, prefix = ""): [string, string][] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : keysOf(value as object, `${prefix}${key}.`),
    );
  it.each(keysOf(englishMessages))("has a text for react-admin's %s", (key) => {
    // _ is the text of a key without one.
    expect(i18nProvider.translate(key, { _: "(geen tekst)", smart_count: 1 })).not.toBe("(geen tekst)");
  });

  it("says a wrong address in the back office's own voice, without a full stop (react-admin adds one)", () => {
    expect(i18nProvider.translate("ra.message.not_found")).toBe("Je hebt een verkeerd adres ingevoerd of een kapotte link aangeklikt");
  });

  it("has our own labels", () => {
    expect(i18nProvider.translate("resources.walks.name", { smart_count: 2 })).toBe("Wandelingen");
    expect(i18nProvider.translate("resources.walks.fields.title")).toBe("Titel");
  });
});

describe("the back office's own texts", () => {
  // Every "wandelwijs.…" key written out in the source has a Dutch text.
  const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
    query: "?raw",
    import: "default",
    eager: true,
  }) as Record<string, string>;
  const keys = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const [, key] of source.matchAll(/["`](wandelwijs\.[\w.-]+[\w-])["`]/g)) keys.add(key);
  }

  it("finds the keys", () => {
    expect(keys.size).toBeGreaterThan(50);
  });

  it.each([...keys])("has a text for %s", (key) => {
    const text = i18nProvider.translate(key, { _: "" });
    expect(text).not.toBe("");
    expect(text).not.toBe(key);
  });
});
