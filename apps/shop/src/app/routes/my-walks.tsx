import { MyBookings } from "../../features/booking/components/my-bookings";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

export function MyWalksPage() {
  useDocumentTitle("Mijn wandelingen");
  return <MyBookings />;
}
