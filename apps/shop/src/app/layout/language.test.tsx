import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addressIn, languageOf, prefersEnglish, suggestsEnglish } from "../../shared/i18n/language";
import { DISMISSED_COOKIE, LanguageSuggestion } from "./language-suggestion";
import { LanguageSwitch } from "./language-switch";

afterEach(() => {
  document.cookie = `${DISMISSED_COOKIE}=; path=/; max-age=0`;
  vi.restoreAllMocks();
});

describe("the page's language", () => {
  it("is English under /en/ and Dutch elsewhere", () => {
    expect(languageOf("/en/")).toBe("en");
    expect(languageOf("/en")).toBe("en");
    expect(languageOf("/en/wandelingen/bos")).toBe("en");
    expect(languageOf("/wandelingen/bos")).toBe("nl");
    expect(languageOf("/english")).toBe("nl");
  });

  it("puts the same Dutch path under /en/ for the English twin", () => {
    expect(addressIn("en", "/")).toBe("/en/");
    expect(addressIn("en", "/boeken/bos")).toBe("/en/boeken/bos");
    expect(addressIn("nl", "/boeken/bos")).toBe("/boeken/bos");
  });
});

describe("LanguageSwitch", () => {
  it("links a Dutch page to the same page in English", () => {
    render(
      <MemoryRouter initialEntries={["/wandelingen/bos?datum=1"]}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "English" });
    expect(link).toHaveAttribute("href", "/en/wandelingen/bos?datum=1");
    expect(link).toHaveAttribute("hreflang", "en");
    expect(link).toHaveAttribute("lang", "en");
  });
});

describe("LanguageSuggestion", () => {
  function renderOn(path: string) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <LanguageSuggestion />
      </MemoryRouter>,
    );
  }

  it("tells which browsers prefer English", () => {
    expect(prefersEnglish(["en-GB", "nl"])).toBe(true);
    expect(prefersEnglish(["de", "en-US"])).toBe(true);
    expect(prefersEnglish(["nl-NL", "en"])).toBe(false);
    expect(prefersEnglish(["de"])).toBe(false);
  });

  it("offers an English browser the English twin, without leaving the page", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-GB", "en"]);
    expect(suggestsEnglish()).toBe(true);
    renderOn("/cadeaubon");
    expect(screen.getByText(/This page is also in English/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read it in English" })).toHaveAttribute("href", "/en/cadeaubon");
  });

  it("stays away once dismissed", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-GB"]);
    renderOn("/");
    expect(document.documentElement.style.getPropertyValue("--suggestion-height"), "the page keeps room for the bar").toBe("0px");
    await userEvent.click(screen.getByRole("button", { name: "No thanks" }));
    expect(screen.queryByText(/This page is also in English/)).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue("--suggestion-height"), "and gives it back").toBe("");
    renderOn("/");
    expect(screen.queryByText(/This page is also in English/)).not.toBeInTheDocument();
  });

  it("is not offered to a browser that prefers Dutch", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["nl-NL", "en"]);
    expect(suggestsEnglish()).toBe(false);
  });
});
