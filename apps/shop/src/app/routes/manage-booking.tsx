import { useParams } from "react-router";
import { ManageBooking } from "../../features/booking/components/manage-booking";

export function Component() {
  const { token = "" } = useParams();
  return <ManageBooking key={token} token={token} />;
}
