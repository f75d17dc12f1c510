// A walk's display status in the back office.

export type WalkDisplayStatus = "DRAFT" | "CANCELLED" | "PAST" | "FULL" | "AVAILABLE";

export interface WalkStatusInput {
  published: boolean;
  cancelledAt?: string | null;
  dateStart: string;
  bookingStats?: { availableSpots?: number } | null;
}

/**
 * walkDisplayStatus is Concept when not published, Afgelast once called off, Afgelopen when published and started
 * before now, Volgeboekt when published without available spots, else Beschikbaar.
 */
export function walkDisplayStatus(walk: WalkStatusInput, now: Date = new Date()): WalkDisplayStatus {
  if (!walk.published) return "DRAFT";
  if (walk.cancelledAt) return "CANCELLED";
  if (Date.parse(walk.dateStart) < now.getTime()) return "PAST";
  if ((walk.bookingStats?.availableSpots ?? 0) <= 0) return "FULL";
  return "AVAILABLE";
}

/** walkStatusLabel is the i18n key of a display status. */
export const walkStatusLabel = (status: WalkDisplayStatus) => `wandelwijs.walks.status.${status}`;
