import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { Booking } from "../types";

/** getBooking loads one booking by its (unguessable) id; an unknown id fails with an ApiError of status 404. */
export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(id)}`, { signal });
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["bookings", id],
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}
