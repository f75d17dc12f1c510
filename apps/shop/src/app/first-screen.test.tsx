import { REFRESH_COOKIE_HINT } from "@wandelwijs/api-client/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_SCREENS, renderFirstScreen } from "./first-screen";

/** parse reads rendered HTML as a browser would. */
function parse(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

describe("renderFirstScreen", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders the overview's welcome, its header and footer, and the walk list still loading, asking nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const page = parse(await renderFirstScreen("/"));

    expect(page.querySelectorAll("main")).toHaveLength(1);
    expect(page.querySelector("h1")?.textContent).toBe("Filosofische wandelingen in de natuur");
    expect(page.querySelector(".lead")?.textContent).toMatch(/^Loop mee door de bossen en uiterwaarden rond Wageningen/);
    expect(page.querySelector("header nav")).not.toBeNull();
    expect(page.querySelector("footer")).not.toBeNull();
    expect(page.querySelector('[role="status"]')?.textContent).toBe("Wandelingen laden…");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("opens the phone menu by a link to it, as no script runs yet, and the app by its button", async () => {
    const page = parse(await renderFirstScreen("/"));

    const menu = [...page.querySelectorAll("a")].find((a) => a.textContent === "Menu");
    expect(menu?.getAttribute("href")).toBe("#topbar-menu");
    expect(page.querySelector("#topbar-menu")?.classList).toContain("topbar__menu--static");
    expect(page.querySelector("button.menu-button")).toBeNull();
  });

  it("renders the account part as the app does until it knows who is there, when the build says a visitor may be signed in", async () => {
    document.cookie = `${REFRESH_COOKIE_HINT}=1`;
    try {
      const page = parse(await renderFirstScreen("/"));
      expect(page.querySelector(".account-nav-pending")).not.toBeNull();
      expect([...page.querySelectorAll("a")].map((a) => a.textContent)).not.toContain("Inloggen");
    } finally {
      document.cookie = `${REFRESH_COOKIE_HINT}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });

  it("renders only pages without a form, whose typed text the app would throw away", async () => {
    for (const path of FIRST_SCREENS) {
      expect(parse(await renderFirstScreen(path)).querySelector("input, textarea, select")).toBeNull();
    }
  });
});
