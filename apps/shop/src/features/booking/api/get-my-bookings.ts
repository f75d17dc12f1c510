import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import { ME_KEY } from "../../../shared/api/get-me";
import type { Booking } from "../types";

/** getMyBookings loads the signed-in user's bookings (401 for a visitor). */
export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return apiFetch<Booking[]>("/bookings/my", { signal });
}

/** The list lives under the user's key, so logging out forgets it. */
export const MY_BOOKINGS_KEY = [...ME_KEY, "bookings"] as const;

export function myBookingsQueryOptions() {
  return queryOptions({
    queryKey: MY_BOOKINGS_KEY,
    queryFn: ({ signal }) => getMyBookings(signal),
  });
}
