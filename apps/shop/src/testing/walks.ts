import type { Walk } from "@wandelwijs/api-client/types";
import type { WalkDetail } from "../shared/api/get-walk";

/** aWalk builds a walk as the API returns it, with sensible defaults for the fields a test does not care about. */
export function aWalk(overrides: Partial<Walk> = {}): Walk {
  return {
    id: "8b0c6f4e-0000-4000-8000-000000000001",
    slug: "boswandeling-over-vrijheid",
    title: "Boswandeling over vrijheid",
    city: "Wageningen",
    address: "Parkeerplaats Bosrandweg",
    shortDesc: "Wat betekent vrijheid als je door het bos loopt?",
    fullDesc: "Eerste alinea.\nTweede alinea.",
    dateStart: "2026-12-05T09:00:00Z",
    dateEnd: "2026-12-05T11:00:00Z",
    priceCents: 2500,
    minParticipants: 1,
    maxParticipants: 15,
    availableSpots: 12,
    goesAhead: false,
    status: "SCHEDULED",
    cancelReason: null,
    coverImageUrl: null,
    coverImage: null,
    contentLanguage: "nl",
    createdAt: "2026-10-01T09:00:00Z",
    updatedAt: "2026-10-01T09:00:00Z",
    ...overrides,
  };
}

export function aWalkDetail(overrides: Partial<WalkDetail> = {}): WalkDetail {
  return { ...aWalk(), cancelMinDays: 4, cancelUntil: "2026-12-01T09:00:00Z", otherDates: [], guide: null, ...overrides };
}
