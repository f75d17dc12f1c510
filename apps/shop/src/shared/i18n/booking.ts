import { booking } from "./nl/booking";
import { translator } from "./translate";

/** tBooking looks up the texts of booking a walk, the booking's own pages and the waiting list. */
export const tBooking = translator(booking, "booking");
