// Small pieces that describe a walk the same way on the card and on the detail page; Fact
// and priceLabel, which the booking form shares, live in shared/components/fact.tsx.

import type { Walk } from "@wandelwijs/api-client/types";
import { Link } from "react-router";
import { tSite } from "../../../shared/i18n/site";

/** FEW_SPOTS is the number of remaining places at or below which a card warns about them. */
export const FEW_SPOTS = 5;

/** participantsLabel says how many take part, e.g. "1–15 deelnemers"; "1 deelnemer" when both are 1. */
export function participantsLabel(walk: Pick<Walk, "minParticipants" | "maxParticipants">): string {
  if (walk.minParticipants === walk.maxParticipants) return tSite("card.participants", { count: walk.maxParticipants });
  return tSite("card.participantsRange", { min: walk.minParticipants, max: walk.maxParticipants });
}

/** CancelledNotice says that a walk was called off, and why; its callers show it for a CANCELLED walk only. */
export function CancelledNotice({ walk }: { walk: Pick<Walk, "cancelReason"> }) {
  return (
    <div className="cancelled-notice" role="note">
      <p className="badge badge--full">{tSite("card.cancelled")}</p>
      {walk.cancelReason && <p className="cancelled-notice__reason">{walk.cancelReason}</p>}
    </div>
  );
}

/** SpotsBadge shows the remaining places, e.g. "Nog 2 plekken", or "Volgeboekt" in the warning colour. */
export function SpotsBadge({ availableSpots }: { availableSpots: number }) {
  return availableSpots > 0 ? (
    <p className="badge">{tSite("card.spots", { count: availableSpots })}</p>
  ) : (
    <p className="badge badge--full">{tSite("card.full")}</p>
  );
}

/**
 * BookButton links to the booking form; when no places are left it leads to the walk's
 * waiting list instead, on the same page.
 */
export function BookButton({ walk, large = false }: { walk: Walk; large?: boolean }) {
  const size = large ? " btn--large" : "";
  if (walk.status === "CANCELLED") {
    return (
      <button type="button" className={`btn btn--disabled${size}`} disabled>
        {tSite("card.cancelled")}
      </button>
    );
  }
  return (
    <Link className={`btn btn--primary${size}`} to={`/boeken/${walk.slug}`}>
      {tSite(walk.availableSpots > 0 ? "card.book" : "card.waitlist")}
      <span className="sr-only"> {walk.title}</span>
    </Link>
  );
}
