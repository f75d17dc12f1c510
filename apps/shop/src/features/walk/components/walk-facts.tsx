// Small pieces that describe a walk the same way on the card and on the detail page.

import type { Walk } from "@wandelwijs/api-client/types";
import { formatEuro } from "@wandelwijs/format/money";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** FEW_SPOTS is the number of remaining places at or below which a card warns about them. */
export const FEW_SPOTS = 5;

/** priceLabel shows a price per person, or "Gratis" for a free walk. */
export function priceLabel(priceCents: number): string {
  return priceCents === 0 ? "Gratis" : formatEuro(priceCents);
}

/** spotsLabel says how many places are left, e.g. "Nog 2 plekken" or "Volgeboekt". */
function spotsLabel(availableSpots: number): string {
  if (availableSpots <= 0) return "Volgeboekt";
  return availableSpots === 1 ? "Nog 1 plek" : `Nog ${availableSpots} plekken`;
}

export function participantsLabel(walk: Pick<Walk, "minParticipants" | "maxParticipants">): string {
  return `${walk.minParticipants}–${walk.maxParticipants} deelnemers`;
}

/** Fact is one line of a walk's key facts: an icon, a label for screen readers and the value. */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="fact">
      {icon}
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/** SpotsBadge shows the remaining places; "Volgeboekt" gets the warning colour. */
export function SpotsBadge({ availableSpots }: { availableSpots: number }) {
  const full = availableSpots <= 0;
  return <p className={full ? "badge badge--full" : "badge"}>{spotsLabel(availableSpots)}</p>;
}

/** BookButton links to the booking form, or is a disabled "Volgeboekt" button when no places are left. */
export function BookButton({ walk, large = false }: { walk: Walk; large?: boolean }) {
  const size = large ? " btn--large" : "";
  if (walk.availableSpots <= 0) {
    return (
      <button type="button" className={`btn btn--disabled${size}`} disabled>
        Volgeboekt
      </button>
    );
  }
  return (
    <Link className={`btn btn--primary${size}`} to={`/boeken/${walk.slug}`}>
      Boeken<span className="sr-only"> {walk.title}</span>
    </Link>
  );
}
