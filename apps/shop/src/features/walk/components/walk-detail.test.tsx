import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectTexts, mockFetchResponse, renderWithProviders, seededQueryClient } from "../../../testing/render";
import { aWalkDetail } from "../../../testing/walks";
import { walkQueryOptions, type WalkDetail } from "../../../shared/api/get-walk";
import { WalkDetailView } from "./walk-detail";

function renderDetail(walk: WalkDetail) {
  renderWithProviders(<WalkDetailView slug={walk.slug} />, seededQueryClient(walkQueryOptions(walk.slug).queryKey, walk));
}

describe("WalkDetailView", () => {
  it("shows the walk with its full description split into paragraphs", async () => {
    renderDetail(aWalkDetail({ fullDesc: "We lopen door het bos.\nOnderweg stellen we vragen.\n\nWe sluiten af met thee." }));

    expect(screen.getByRole("heading", { level: 1, name: "Boswandeling over vrijheid" })).toBeInTheDocument();
    const about = screen.getByRole("region", { name: "Over deze wandeling" });
    const paragraphs = about.querySelectorAll("p");
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      "We lopen door het bos.",
      "Onderweg stellen we vragen.",
      "We sluiten af met thee.",
    ]);
    await waitFor(() => expect(document.title).toBe("Boswandeling over vrijheid | Wandelwijs"));
  });

  it("says who leads the walk, with the guide's photo sized, lazy and with its srcset", () => {
    const photo = {
      alt: "Anna de Vries",
      width: 600,
      height: 600,
      src: "/media/0123456789abcdef0123-480.jpg",
      srcset: "/media/0123456789abcdef0123-480.jpg 480w",
      srcsetWebp: "/media/0123456789abcdef0123-480.webp 480w",
      large: "/media/0123456789abcdef0123-480.jpg",
    };
    renderDetail(aWalkDetail({ guide: { name: "Anna de Vries", line: "Boswachter op de Veluwe", photo } }));
    const guide = screen.getByRole("region", { name: "Wie je begeleidt" });
    expect(guide).toHaveTextContent("Anna de VriesBoswachter op de Veluwe");
    const img = within(guide).getByRole("img", { name: "Anna de Vries" });
    expect(img).toHaveAttribute("width", "600");
    expect(img).toHaveAttribute("height", "600");
    expect(img).toHaveAttribute("srcset", photo.srcsetWebp);
    expect(img).toHaveAttribute("sizes", "6rem");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("shows no guide section for a walk without a guide", () => {
    renderDetail(aWalkDetail({ guide: null }));
    expect(screen.queryByRole("region", { name: "Wie je begeleidt" })).not.toBeInTheDocument();
  });

  it("shows price, time, duration, address and a booking link", () => {
    renderDetail(aWalkDetail({ dateEnd: "2026-12-05T11:30:00Z" }));
    const booking = screen.getByRole("region", { name: "Boeken" });

    expectTexts(booking, [
      "€ 25,00 per persoon", "zaterdag 5 december 2026", "10:00–12:30", "2 uur en 30 minuten", "Parkeerplaats Bosrandweg",
      "1–15 deelnemers",
    ]);
    expect(within(booking).getByRole("link", { name: /^Boeken/ })).toHaveAttribute(
      "href",
      "/boeken/boswandeling-over-vrijheid",
    );
  });

  it("renders the cancellation term from the API and the minimum group size", () => {
    renderDetail(aWalkDetail({ cancelMinDays: 6, minParticipants: 4 }));

    expect(screen.getByText("Kosteloos annuleren kan tot 6 dagen voor aanvang.")).toBeInTheDocument();
    expect(screen.getByText("Gaat door vanaf 4 deelnemers")).toBeInTheDocument();
    expect(screen.getByText("Je betaalt via een veilige online betaling.")).toBeInTheDocument();
  });

  it("says 'Deze wandeling gaat door' once the confirmed places reach the minimum", () => {
    renderDetail(aWalkDetail({ minParticipants: 4, goesAhead: true }));

    expect(screen.getByText("Deze wandeling gaat door")).toBeInTheDocument();
    expect(screen.queryByText("Gaat door vanaf 4 deelnemers")).not.toBeInTheDocument();
  });

  it("says 'Geannuleerd' with the reason for a walk called off, and cannot be booked", () => {
    renderDetail(aWalkDetail({ status: "CANCELLED", cancelReason: "Storm: het bos is gesloten.", availableSpots: 0 }));

    const booking = screen.getByRole("region", { name: "Boeken" });
    expect(within(booking).getByText("Storm: het bos is gesloten.")).toBeInTheDocument();
    expect(within(booking).getByRole("button", { name: "Geannuleerd" })).toBeDisabled();
    expect(within(booking).queryByText("Volgeboekt")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Boeken/ })).not.toBeInTheDocument();
  });

  it("promises no free cancel for a walk that starts inside the cancel deadline", () => {
    const hour = 3_600_000;
    renderDetail(
      aWalkDetail({
        dateStart: new Date(Date.now() + 48 * hour).toISOString(),
        dateEnd: new Date(Date.now() + 50 * hour).toISOString(),
        cancelUntil: new Date(Date.now() - 48 * hour).toISOString(),
      }),
    );
    const info = screen.getByRole("region", { name: "Boekingsinformatie" });
    expect(info).not.toHaveTextContent("Kosteloos annuleren");
    expect(info).toHaveTextContent("Deze wandeling begint binnen 4 dagen: na het boeken kun je niet meer annuleren of minder personen opgeven.");
  });

  it("puts the news of a called-off walk at the top and hides the lines that no longer apply", () => {
    renderDetail(
      aWalkDetail({ status: "CANCELLED", cancelReason: "Storm: het bos is gesloten.", availableSpots: 3, minParticipants: 4, goesAhead: false }),
    );

    const news = screen.getByRole("region", { name: "Deze wandeling gaat niet door" });
    expect(news).toHaveTextContent("Storm: het bos is gesloten.");
    expect(news).toHaveTextContent("Boeken kan niet meer.");
    // The news comes before the description.
    const about = screen.getByRole("heading", { level: 2, name: "Over deze wandeling" });
    expect(news.compareDocumentPosition(about) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText("De wandeling gaat door bij elk weer.")).not.toBeInTheDocument();
    expect(screen.queryByText("Gaat door vanaf 4 deelnemers")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Boekingsinformatie" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Kosteloos annuleren/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Boeken|wachtlijst/ })).not.toBeInTheDocument();
  });

  it("says a free walk is free and a full walk leads to its waiting list", () => {
    const walk = aWalkDetail({ priceCents: 0, availableSpots: 0 });
    renderDetail(walk);

    expect(screen.getByRole("region", { name: "Boeken" })).toHaveTextContent("Gratis");
    expect(screen.getByText("Deze wandeling is gratis: je hoeft niets te betalen.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Volgeboekt" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Boeken/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Zet me op de wachtlijst/ })).toHaveAttribute("href", `/boeken/${walk.slug}`);
  });

  it("shows the questions box with a phone link", () => {
    renderDetail(aWalkDetail());
    const questions = screen.getByRole("region", { name: "Vragen?" });

    expect(within(questions).getByRole("link")).toHaveAttribute("href", expect.stringMatching(/^tel:\+31/));
  });

  it("shows 'Wandeling niet gevonden' with a way back on a 404", async () => {
    const fetch = mockFetchResponse(404, { message: "Wandeling niet gevonden" });
    renderWithProviders(<WalkDetailView slug="bestaat-niet" />);

    expect(await screen.findByRole("heading", { level: 1, name: "Wandeling niet gevonden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Terug naar alle wandelingen" })).toHaveAttribute("href", "/");
    expect(fetch).toHaveBeenCalledWith("/api/v1/walks/bestaat-niet", expect.anything());
    await waitFor(() => expect(document.title).toBe("Wandeling niet gevonden | Wandelwijs"));
  });

  it("lists the series' other dates with room under 'Andere data', each linking to its page", () => {
    renderDetail(
      aWalkDetail({
        availableSpots: 0,
        otherDates: [
          { slug: "boswandeling-2026-12-12", dateStart: "2026-12-12T09:00:00Z", availableSpots: 3 },
          { slug: "boswandeling-2026-12-19", dateStart: "2026-12-19T09:00:00Z", availableSpots: 12 },
        ],
      }),
    );
    const other = screen.getByRole("region", { name: "Andere data" });
    const links = within(other).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/wandelingen/boswandeling-2026-12-12",
      "/wandelingen/boswandeling-2026-12-19",
    ]);
    expect(links[0]).toHaveTextContent("zaterdag 12 december 2026");
    expect(other).toHaveTextContent("zaterdag 12 december 2026 (nog 3 plekken)");
  });

  it("shows no 'Andere data' for a walk without other dates", () => {
    renderDetail(aWalkDetail());
    expect(screen.queryByRole("region", { name: "Andere data" })).not.toBeInTheDocument();
  });
});
