import { useParams } from "react-router";
import { WaitlistEntryView } from "../../features/booking/components/waitlist-entry";

export function Component() {
  const { token = "" } = useParams();
  return <WaitlistEntryView key={token} token={token} />;
}
