import { useLocation, useParams } from "react-router";
import { BookingComplete } from "../../features/booking/components/booking-complete";

export function Component() {
  const { bookingId = "" } = useParams();
  // ?retry=mislukt: the retry address could not start a new payment and sent the browser back.
  const retryFailed = new URLSearchParams(useLocation().search).get("retry") === "mislukt";
  return <BookingComplete key={bookingId} bookingId={bookingId} retryFailed={retryFailed} />;
}
