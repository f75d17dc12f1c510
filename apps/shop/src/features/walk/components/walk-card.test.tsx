import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectTexts, renderWithProviders } from "../../../testing/render";
import { aWalk } from "../../../testing/walks";
import { WalkCard } from "./walk-card";

describe("WalkCard", () => {
  it("shows the walk's facts in Dutch", () => {
    renderWithProviders(<WalkCard walk={aWalk()} />);
    const card = screen.getByRole("article");

    expect(within(card).getByRole("heading", { name: "Boswandeling over vrijheid" })).toBeInTheDocument();
    // 09:00 UTC in December is 10:00 in Amsterdam.
    expectTexts(card, [
      "zaterdag 5 december 2026 om 10:00", "Wageningen", "2 uur", "1–15 deelnemers", "€ 25,00 per persoon",
      "Wat betekent vrijheid als je door het bos loopt?",
    ]);
    expect(card).not.toHaveTextContent(/plek/);
  });

  it("shows the cover image at the width the screen needs, sized so nothing shifts, lazy unless it is the first card", () => {
    const coverImage = {
      alt: "Beuken in de mist",
      width: 1600,
      height: 1067,
      src: "/media/0123456789abcdef0123-480.jpg",
      srcset: "/media/0123456789abcdef0123-480.jpg 480w, /media/0123456789abcdef0123-960.jpg 960w",
      srcsetWebp: "/media/0123456789abcdef0123-480.webp 480w, /media/0123456789abcdef0123-960.webp 960w",
      large: "/media/0123456789abcdef0123-960.jpg",
    };
    renderWithProviders(<WalkCard walk={aWalk({ coverImage })} first />);
    const img = screen.getByRole("img", { name: "Beuken in de mist" });
    expect(img).toHaveAttribute("src", coverImage.src);
    expect(img).toHaveAttribute("srcset", coverImage.srcsetWebp);
    expect(img).toHaveAttribute("sizes");
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1067");
    expect(img).not.toHaveAttribute("loading");
    cleanup();

    renderWithProviders(<WalkCard walk={aWalk({ coverImage })} />);
    expect(screen.getByRole("img", { name: "Beuken in de mist" })).toHaveAttribute("loading", "lazy");
  });

  it("counts the participants as one number when the least and the most are the same", () => {
    renderWithProviders(<WalkCard walk={aWalk({ minParticipants: 1, maxParticipants: 1 })} />);
    expect(screen.getByRole("article")).toHaveTextContent("1 deelnemer");
    expect(screen.getByRole("article")).not.toHaveTextContent("1–1");
  });

  it("shows a walk called off as 'Geannuleerd' with the reason, without a way to book", () => {
    renderWithProviders(<WalkCard walk={aWalk({ status: "CANCELLED", cancelReason: "Storm.", availableSpots: 0 })} />);
    const card = screen.getByRole("article");

    expect(within(card).getByRole("note")).toHaveTextContent("GeannuleerdStorm.");
    expect(within(card).getByRole("button", { name: "Geannuleerd" })).toBeDisabled();
    expect(within(card).queryByRole("link", { name: /^Boeken/ })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent("Volgeboekt");
  });

  it("links to the detail page and the booking form", () => {
    renderWithProviders(<WalkCard walk={aWalk()} />);

    expect(screen.getByRole("link", { name: /^Meer info/ })).toHaveAttribute(
      "href",
      "/wandelingen/boswandeling-over-vrijheid",
    );
    expect(screen.getByRole("link", { name: /^Boeken/ })).toHaveAttribute("href", "/boeken/boswandeling-over-vrijheid");
  });

  it("shows Gratis and the duration in hours and minutes", () => {
    renderWithProviders(<WalkCard walk={aWalk({ priceCents: 0, dateEnd: "2026-12-05T11:30:00Z" })} />);
    const card = screen.getByRole("article");

    expect(card).toHaveTextContent("Gratis");
    expect(card).not.toHaveTextContent("per persoon");
    expect(card).toHaveTextContent("2 uur en 30 minuten");
  });

  it("warns when few places are left", () => {
    renderWithProviders(<WalkCard walk={aWalk({ availableSpots: 2 })} />);

    expect(screen.getByText("Nog 2 plekken")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Boeken/ })).toBeInTheDocument();
  });

  it("shows Volgeboekt and leads to the waiting list instead of booking when no places are left", () => {
    const walk = aWalk({ availableSpots: 0 });
    renderWithProviders(<WalkCard walk={walk} />);

    expect(screen.getByText("Volgeboekt", { selector: "p" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Volgeboekt" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^Boeken/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Zet me op de wachtlijst/ })).toHaveAttribute("href", `/boeken/${walk.slug}`);
  });
});
