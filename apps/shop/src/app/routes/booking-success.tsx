import { useLocation } from "react-router";
import { BookingSuccess } from "../../features/booking/components/booking-success";

function BookingSuccessPage() {
  const bookingId = new URLSearchParams(useLocation().search).get("bookingId")?.trim() || null;
  return <BookingSuccess key={bookingId ?? ""} bookingId={bookingId} />;
}

export { BookingSuccessPage as Component };
