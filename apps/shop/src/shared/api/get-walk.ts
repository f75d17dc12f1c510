import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { CoverImage, Walk } from "@wandelwijs/api-client/types";

/** OtherDate is another date of a walk's series that has free places. */
export interface OtherDate {
  slug: string;
  dateStart: string;
  availableSpots: number;
}

/** Guide is who leads a walk: a name, a short line and a photo (its alt text the name). */
export interface Guide {
  name: string;
  line: string | null;
  photo: CoverImage | null;
}

/** WalkDetail is one walk as its detail call returns it, with the cancellation rule. */
export interface WalkDetail extends Walk {
  /** cancelMinDays is how many days before the start a booking can still be cancelled. */
  cancelMinDays: number;
  /** otherDates are the other upcoming dates of the walk's series with room, soonest first. */
  otherDates: OtherDate[];
  /** cancelUntil is when a booking of the walk can no longer be cancelled or lowered. */
  cancelUntil: string;
  /** guide says who leads the walk, null when no guide is named. */
  guide?: Guide | null;
}

/** tooLateToCancel tells whether a booking made now could no longer be cancelled or lowered. */
export function tooLateToCancel(walk: Pick<WalkDetail, "cancelUntil">, now = Date.now()): boolean {
  return Date.parse(walk.cancelUntil) <= now;
}

/** getWalk loads one walk by its slug; a missing walk fails with an ApiError of status 404. */
export function getWalk(slug: string, signal?: AbortSignal): Promise<WalkDetail> {
  return apiFetch<WalkDetail>(`/walks/${encodeURIComponent(slug)}`, { signal });
}

export function walkQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["walks", slug],
    queryFn: ({ signal }) => getWalk(slug, signal),
  });
}
