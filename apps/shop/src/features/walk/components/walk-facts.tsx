// Small pieces that describe a walk the same way on the card and on the detail page; Fact
// and priceLabel, which the booking form shares, live in shared/components/fact.tsx.

import type { Walk } from "@wandelwijs/api-client/types";
import { Link } from "react-router";
import { tSite } from "../../../shared/i18n/site";

/** FEW_SPOTS is the number of remaining places at or below which a card warns about them. */
export const FEW_SPOTS = 5;

/** spotsLabel says how many places are left, e.g. "Nog 2 plekken" or "Volgeboekt". */
function spotsLabel(availableSpots: number): string {
  if (availableSpots <= 0) return tSite("card.full");
  return tSite("card.spots", { count: availableSpots });
}

/** participantsLabel says how many take part, e.g. "1–15 deelnemers"; "1 deelnemer" when both are 1. */
export function participantsLabel(walk: Pick<Walk, "minParticipants" | "maxParticipants">): string {
  if (walk.minParticipants === walk.maxParticipants) return tSite("card.participants", { count: walk.maxParticipants });
  return tSite("card.participantsRange", { min: walk.minParticipants, max: walk.maxParticipants });
}

/** CancelledNotice says a walk was called off, and why. */
export function CancelledNotice({ walk }: { walk: Pick<Walk, "status" | "cancelReason"> }) {
  if (walk.status !== "CANCELLED") return null;
  return (
    <div className="cancelled-notice" role="note">
      <p className="badge badge--full">{tSite("card.cancelled")}</p>
      {walk.cancelReason && <p className="cancelled-notice__reason">{walk.cancelReason}</p>}
    </div>
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
  if (walk.status === "CANCELLED") {
    return (
      <button type="button" className={`btn btn--disabled${size}`} disabled>
        {tSite("card.cancelled")}
      </button>
    );
  }
  if (walk.availableSpots <= 0) {
    return (
      <button type="button" className={`btn btn--disabled${size}`} disabled>
        {tSite("card.full")}
      </button>
    );
  }
  return (
    <Link className={`btn btn--primary${size}`} to={`/boeken/${walk.slug}`}>
      {tSite("card.book")}
      <span className="sr-only"> {walk.title}</span>
    </Link>
  );
}
