import { MyBookings } from "../../features/booking/components/my-bookings";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tBooking } from "../../shared/i18n/booking";

function MyWalksPage() {
  useDocumentTitle(tBooking("mine.heading"));
  return <MyBookings />;
}

export { MyWalksPage as Component };
