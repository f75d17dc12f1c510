import type { User } from "@wandelwijs/api-client/types";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import App from "../app/app";
import { AccessGate } from "./access-gate";

const user: User = {
  id: "u1",
  name: "Anne Admin",
  email: "admin@wandelwijs.nl",
  role: "ADMIN",
  createdAt: "2025-01-01T00:00:00Z",
};

/**
 * stubMe makes GET /api/v1/auth/me answer with status and body. Only an admin's back office
 * may ask for more (the dashboard's figures and bookings); any other call fails the test.
 */
function stubMe(status: number, body: unknown = { message: "" }) {
  const isAdmin = status === 200 && (body as User).role === "ADMIN";
  const fetch = vi.fn(async (url: string) => {
    const path = url.split("?")[0];
    if (isAdmin && path === "/api/v1/admin/dashboard") return new Response("{}");
    if (isAdmin && path === "/api/v1/bookings") return new Response("[]", { headers: { "Content-Range": "bookings */0" } });
    if (url !== "/api/v1/auth/me") throw new Error(`unexpected call to ${url}`);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const renderGate = () => render(<AccessGate>{(admin) => <App admin={admin} />}</AccessGate>);

beforeEach(() => {
  window.history.pushState({}, "", "/admin/");
});

describe("AccessGate", () => {
  it.each([
    ["anonymous (401)", 401, { message: "Niet ingelogd" }, true],
    ["a customer", 200, { ...user, role: "USER" }, false],
    ["an unfinished API (501)", 501, { message: "Not implemented" }, true],
  ])("shows only the access-denied screen to %s", async (_who, status, body, offersLogin) => {
    const fetch = stubMe(status, body);
    renderGate();

    expect(screen.getByRole("status")).toHaveTextContent("Admin gegevens laden...");
    expect(await screen.findByRole("heading", { level: 1, name: "Toegang geweigerd" })).toBeInTheDocument();
    expect(screen.getByText("Je hebt geen toegang tot het admin dashboard.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terug naar de homepage" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    // Only a visitor who is not signed in is offered the shop's login page.
    const login = screen.queryByRole("link", { name: "Inloggen" });
    if (offersLogin) expect(login).toHaveAttribute("href", "/login");
    else expect(login).not.toBeInTheDocument();
  });

  it("refreshes an expired session before deciding, and still refuses a customer", async () => {
    document.cookie = "ww_has_session=1";
    const answers = [
      new Response("{}", { status: 401 }),
      new Response("{}"),
      new Response(JSON.stringify({ ...user, role: "USER" })),
    ];
    const fetch = vi.fn(async (_url: string) => answers.shift()!);
    vi.stubGlobal("fetch", fetch);
    renderGate();

    expect(await screen.findByRole("heading", { level: 1, name: "Toegang geweigerd" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Inloggen" })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/v1/auth/me", "/api/v1/auth/refresh", "/api/v1/auth/me"]);
    document.cookie = "ww_has_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  });

  it("opens the back office for an admin", async () => {
    stubMe(200, user);
    renderGate();

    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Wandelingen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Gebruikers" })).toHaveAttribute("href", "/admin/users");
    expect(screen.queryByText("Toegang geweigerd")).not.toBeInTheDocument();
  });
});
