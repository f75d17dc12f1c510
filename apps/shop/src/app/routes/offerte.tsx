import { useParams } from "react-router";
import { QuoteView } from "../../features/quote/components/quote-view";

export function QuotePage() {
  const { token = "" } = useParams();
  return <QuoteView key={token} token={token} />;
}
