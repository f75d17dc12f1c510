import type { User } from "@wandelwijs/api-client/types";
import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import App from "../app/app";
import { AccessGate } from "./access-gate";

const user: User = {
  id: "u1",
  name: "Anne Admin",
  email: "admin@wandelwijs.nl",
  role: "ADMIN",
  phone: null,
  language: "nl",
  createdAt: "2025-01-01T00:00:00Z",
  updatedAt: "2025-01-01T00:00:00Z",
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
    ["anonymous (401)", 401, { message: "Niet ingelogd" }],
    ["an unfinished API (501)", 501, { message: "Not implemented" }],
  ])("asks %s to log in, and leads the login back into the back office", async (_who, status, body) => {
    const fetch = stubMe(status, body);
    renderGate();

    expect(screen.getByRole("status")).toHaveTextContent("Admin gegevens laden...");
    expect(await screen.findByRole("heading", { level: 1, name: "Inloggen voor beheer" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Inloggen" })).toHaveAttribute("href", "/login?naar=beheer");
    expect(screen.getByRole("link", { name: "Naar de webwinkel" })).toHaveAttribute("href", "/");
    expect(screen.queryByText(/Toegang geweigerd|dashboard|homepage/)).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("tells a customer which account they use and lets them log out to switch", async () => {
    const fetch = stubMe(200, { ...user, email: "klant@example.nl", role: "USER" });
    renderGate();

    expect(await screen.findByRole("heading", { level: 1, name: "Geen toegang" })).toBeInTheDocument();
    expect(screen.getByText("klant@example.nl")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Inloggen" })).not.toBeInTheDocument();
    expect(screen.queryByText(/dashboard|homepage/)).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    fetch.mockImplementation(async () => new Response(null, { status: 204 }));
    screen.getByRole("button", { name: "Uitloggen en met een ander account inloggen" }).click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/login?naar=beheer"));
    expect(fetch).toHaveBeenLastCalledWith("/api/v1/auth/logout", expect.objectContaining({ method: "POST" }));
    vi.unstubAllGlobals();
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

    expect(await screen.findByRole("heading", { level: 1, name: "Geen toegang" })).toBeInTheDocument();
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
