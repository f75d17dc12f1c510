import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy and waitFor wait for a condition, up to this deadline: the default second is
// shorter than a busy machine (make test beside a development stack, the Go lane beside
// vitest) can take to render; a wait ends as soon as its condition holds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Cookies the tests set (session hint, CSRF token) must not leak into the next test.
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// jsdom lays nothing out and has no ResizeObserver: this one reports each element once, as
// it is observed (the language suggestion keeps room for its height).
globalThis.ResizeObserver = class {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe() {
    this.report([], this);
  }
  unobserve() {}
  disconnect() {}
};
