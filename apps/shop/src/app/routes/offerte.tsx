import { useParams } from "react-router";
import { QuoteView } from "../../features/quote/components/quote-view";

/** Component is the quote's page, named as a lazy route module exports it: the route in the first bundle stays its path and import. */
export function Component() {
  const { token = "" } = useParams();
  return <QuoteView key={token} token={token} />;
}
