import type { User } from "@wandelwijs/api-client/types";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import App from "./app";

const admin: User = { id: "u1", name: "Anne", email: "admin@wandelwijs.nl", role: "ADMIN", phone: null, language: "nl", createdAt: "2025-01-01T00:00:00Z", updatedAt: "2025-01-01T00:00:00Z" };

const walk = { id: 7, title: "Stilte in het bos", city: "Wageningen", shortDesc: "Kort", priceCents: 2000 };

/** stubApi answers the walk list, walk 7 and user u1, and records every URL asked for. */
function stubApi() {
  const fetch = vi.fn(async (url: string) => {
    const path = url.split("?")[0];
    if (path === "/api/v1/walks/admin/all") {
      return new Response(JSON.stringify([walk]), { headers: { "Content-Range": "walks 0-0/1" } });
    }
    if (path === "/api/v1/walks/admin/7") return new Response(JSON.stringify(walk));
    if (path === "/api/v1/users/u1") return new Response(JSON.stringify(admin));
    return new Response("{}", { status: 501 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function openAt(path: string) {
  window.history.pushState({}, "", path);
  render(<App admin={admin} />);
}

describe("routes", () => {
  it("links the walks list to /admin/walks/new and /admin/walks/{id}/edit", async () => {
    stubApi();
    openAt("/admin/walks");

    const row = (await screen.findByText("Stilte in het bos")).closest("tr")!;
    expect(within(row).getByRole("link", { name: /Bewerken/ })).toHaveAttribute("href", "/admin/walks/7/edit");
    expect(screen.getByRole("link", { name: "Toevoegen" })).toHaveAttribute("href", "/admin/walks/new");
  });

  it("opens the walk form for a new walk at /admin/walks/new", async () => {
    stubApi();
    openAt("/admin/walks/new");

    expect(await screen.findByRole("heading", { level: 1, name: "Wandeling toevoegen" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Titel" })).toHaveValue("");
  });

  it("opens the walk form for walk 7 at /admin/walks/7/edit", async () => {
    const fetch = stubApi();
    openAt("/admin/walks/7/edit");

    expect(await screen.findByRole("textbox", { name: "Titel" })).toHaveValue("Stilte in het bos");
    expect(fetch).toHaveBeenCalledWith("/api/v1/walks/admin/7", expect.anything());
  });

  it("opens the user form for a new user at /admin/users/new", async () => {
    stubApi();
    openAt("/admin/users/new");

    expect(await screen.findByRole("heading", { level: 1, name: "Gebruiker toevoegen" })).toBeInTheDocument();
  });

  it("opens the user form for user u1 at /admin/users/u1/edit", async () => {
    const fetch = stubApi();
    openAt("/admin/users/u1/edit");

    expect(await screen.findByRole("textbox", { name: "Naam" })).toHaveValue("Anne");
    expect(fetch).toHaveBeenCalledWith("/api/v1/users/u1", expect.anything());
  });
});
