// Renders the back office at an address for an admin, as main.tsx does after the gate.
import type { User } from "@wandelwijs/api-client/types";
import { render } from "@testing-library/react";
import App from "../app/app";

export const admin: User = { id: "u1", name: "Anne Admin", email: "admin@wandelwijs.nl", role: "ADMIN", createdAt: "2025-01-01T00:00:00Z" };

/** openAt renders the back office at path (below /admin). */
export function openAt(path: string) {
  window.history.pushState({}, "", path);
  return render(<App admin={admin} />);
}
