import { useQuery } from "@tanstack/react-query";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { walksQueryOptions } from "../api/get-walks";
import { WalkList } from "./walk-list";

/** WalksOverview loads the upcoming walks and shows them, or a loading or error state. */
export function WalksOverview() {
  const { data, isError, refetch, isRefetching } = useQuery(walksQueryOptions());
  // Loaded walks stay on screen even if a later background refetch fails.
  if (data) return <WalkList walks={data} />;
  if (isError) {
    return (
      <MessagePanel
        headingLevel={3}
        title="Er ging iets mis"
        actions={
          <button type="button" className="btn btn--primary" onClick={() => refetch()} disabled={isRefetching}>
            Opnieuw proberen
          </button>
        }
      >
        <p>De wandelingen kunnen op dit moment niet worden geladen. Probeer het later opnieuw.</p>
      </MessagePanel>
    );
  }
  return <Loading label="Wandelingen laden…" />;
}
