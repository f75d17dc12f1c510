import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { Booking } from "../types";
import { MY_BOOKINGS_KEY } from "./get-my-bookings";

/** cancelBooking cancels one of the signed-in user's bookings (409 when it is too late or already done). */
export function cancelBooking(id: string): Promise<Booking> {
  return apiFetch<Booking>(`/bookings/${encodeURIComponent(id)}/cancel`, { method: "POST" });
}

/** useCancelBooking cancels a booking; afterwards, success or not, the list is loaded again. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: (_data, _error, id) => {
      void queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: ["bookings", id] });
    },
  });
}
