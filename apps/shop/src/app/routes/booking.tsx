import { useParams, useSearchParams } from "react-router";
import { BookingView } from "../../features/booking/components/booking-form";

function BookingPage() {
  const { slug = "" } = useParams();
  // ?aanbod={token}: the link of an offer from the waiting list.
  const offerToken = useSearchParams()[0].get("aanbod") ?? undefined;
  // A new walk, or another offer, gets a fresh form.
  return <BookingView key={`${slug} ${offerToken ?? ""}`} slug={slug} offerToken={offerToken} />;
}

export { BookingPage as Component };
