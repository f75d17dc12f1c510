import { useParams } from "react-router";
import { BookingView } from "../../features/booking/components/booking-form";

export function BookingPage() {
  const { slug = "" } = useParams();
  // A new walk gets a fresh form.
  return <BookingView key={slug} slug={slug} />;
}
