// Renders the back office at an address for an admin, as main.tsx does after the gate.
import type { User } from "@wandelwijs/api-client/types";
import { render } from "@testing-library/react";
import { beforeAll } from "vitest";
import App from "../app/app";
import { loadScreens } from "../shared/lazy-screen";

export const admin: User = { id: "u1", name: "Anne Admin", email: "admin@wandelwijs.nl", role: "ADMIN", phone: null, language: "nl", createdAt: "2025-01-01T00:00:00Z", updatedAt: "2025-01-01T00:00:00Z" };

// A screen's module loads on its first render, and on a busy machine compiling it can take
// longer than a test waits for what the screen shows: every file that opens the back office
// loads the screens' modules first, with a deadline of their own.
beforeAll(loadScreens, 120_000);

/** openAt renders the back office at path (below /admin). */
export function openAt(path: string) {
  window.history.pushState({}, "", path);
  return render(<App admin={admin} />);
}
