import { screen, within } from "@testing-library/react";
import type { Walk } from "@wandelwijs/api-client/types";
import { describe, expect, it, vi } from "vitest";
import { expectTexts, mockFetchResponse, renderWithProviders, seededQueryClient } from "../../../testing/render";
import { aWalk } from "../../../testing/walks";
import { walksQueryOptions } from "../api/get-walks";
import { WalksOverview } from "./walks-overview";

function seeded(walks: Walk[]) {
  return seededQueryClient(walksQueryOptions().queryKey, walks);
}

describe("WalksOverview", () => {
  it("puts the custom-walk card right after the first walk", () => {
    const walks = [
      aWalk({ id: "1", slug: "een", title: "Eerste wandeling" }),
      aWalk({ id: "2", slug: "twee", title: "Tweede wandeling" }),
      aWalk({ id: "3", slug: "drie", title: "Derde wandeling" }),
    ];
    renderWithProviders(<WalksOverview />, seeded(walks));

    const titles = screen
      .getAllByRole("article")
      .map((card) => within(card).getByRole("heading").textContent);
    expect(titles).toEqual(["Eerste wandeling", "Wandeling op maat", "Tweede wandeling", "Derde wandeling"]);

    const custom = screen.getAllByRole("article")[1];
    expectTexts(custom, ["Datum in overleg", "Locatie naar keuze", "Voor groepen", "Prijs op aanvraag"]);
    expect(within(custom).getByRole("link", { name: /^Aanvragen/ })).toHaveAttribute("href", "/maatwerk");
  });

  it("says no walks are planned when the list is empty", () => {
    renderWithProviders(<WalksOverview />, seeded([]));

    expect(screen.getByText(/Er zijn op dit moment geen wandelingen gepland/)).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("shows a loading state while the walks are on their way", () => {
    vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
    renderWithProviders(<WalksOverview />);

    expect(screen.getByRole("status")).toHaveTextContent("Wandelingen laden");
  });

  it("shows 'Er ging iets mis' when the walks cannot be loaded", async () => {
    const fetch = mockFetchResponse(500, { message: "Interne fout" });
    renderWithProviders(<WalksOverview />);

    expect(await screen.findByRole("heading", { name: "Er ging iets mis" })).toBeInTheDocument();
    expect(screen.getByText(/De wandelingen kunnen op dit moment niet worden geladen/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/v1/walks", expect.anything());
  });
});
