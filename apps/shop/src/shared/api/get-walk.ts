import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** OtherDate is another date of a walk's series that has free places. */
export type OtherDate = shop.OtherDate;

/** Guide is who leads a walk: a name, a short line and a photo (its alt text the name). */
export type Guide = shop.Guide;

/** WalkDetail is one walk as its detail call returns it, with the cancellation rule and the
 * other dates of its series. */
export type WalkDetail = shop.WalkDetail;

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
