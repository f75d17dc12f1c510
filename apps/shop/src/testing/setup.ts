import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// jsdom does not implement scrolling; the layout scrolls to the top on every navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
