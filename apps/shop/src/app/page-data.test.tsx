import { QueryObserver } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { walksQueryOptions } from "../features/walk/api/get-walks";
import { WalkDetailView } from "../features/walk/components/walk-detail";
import { WalksOverview } from "../features/walk/components/walks-overview";
import { walkQueryOptions } from "../shared/api/get-walk";
import { TestModeBanner } from "./layout/test-mode-banner";
import { createQueryClient, renderWithProviders } from "../testing/render";
import { aWalk, aWalkDetail } from "../testing/walks";
import { PAGE_DATA_FRESH_MS, seedPageData } from "./page-data";

/** pageWith is a page whose head carries data as the BFF writes it. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument("Wandelwijs");
  const script = doc.createElement("script");
  script.type = "application/json";
  script.id = "page-data";
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

describe("seedPageData", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the overview from the page's walk list without asking the API", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const client = createQueryClient();
    const doc = pageWith(JSON.stringify({ "/walks": [aWalk({ title: "Uit de pagina </script>" })] }));
    seedPageData(client, doc);

    renderWithProviders(<WalksOverview />, client);

    expect(screen.getByRole("heading", { name: "Uit de pagina </script>" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(doc.getElementById("page-data")).toBeNull();
  });

  it("shows a walk's page from the page's walk, by its slug", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const client = createQueryClient();
    const walk = aWalkDetail({ slug: "bos-en-heide", title: "Bos en heide" });
    seedPageData(client, pageWith(JSON.stringify({ "/walks/bos-en-heide": walk })));

    renderWithProviders(<WalkDetailView slug="bos-en-heide" />, client);

    expect(screen.getByRole("heading", { level: 1, name: "Bos en heide" })).toBeInTheDocument();
    expect(client.getQueryData(walkQueryOptions("bos-en-heide").queryKey)).toEqual(walk);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the test-mode banner from the page's shop state without asking the API", () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const client = createQueryClient();
    seedPageData(client, pageWith(JSON.stringify({ "/site": { testMode: true } })));

    renderWithProviders(<TestModeBanner />, client);

    expect(screen.getByRole("note")).toHaveTextContent(/^Testmodus: betalingen zijn niet echt/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the API again once the page's data is no longer fresh", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const fetch = vi.spyOn(globalThis, "fetch").mockReturnValue(new Promise(() => {}));
      const client = createQueryClient();
      seedPageData(client, pageWith(JSON.stringify({ "/walks": [aWalk()] })));
      const watch = () => new QueryObserver(client, walksQueryOptions()).subscribe(() => {});

      watch()();
      expect(fetch).not.toHaveBeenCalled();
      vi.setSystemTime(Date.now() + PAGE_DATA_FRESH_MS + 1);
      watch()();
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves out what it cannot read, and a page without data seeds nothing", () => {
    for (const text of ["{not json", "[1,2]", "null", JSON.stringify({ "/elders": [aWalk()], "/walks": null })]) {
      const client = createQueryClient();
      seedPageData(client, pageWith(text));
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
    const client = createQueryClient();
    seedPageData(client, document.implementation.createHTMLDocument("Zonder data"));
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
