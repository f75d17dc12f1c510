import { useQuery } from "@tanstack/react-query";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { walksQueryOptions } from "../api/get-walks";
import { WalkList } from "./walk-list";
import { tSite } from "../../../shared/i18n/site";

/** WalksOverview loads the upcoming walks and shows them, or a loading or error state. */
export function WalksOverview() {
  const { data, isError, refetch, isRefetching } = useQuery(walksQueryOptions());
  // Loaded walks stay on screen even if a later background refetch fails.
  if (data) return <WalkList walks={data} />;
  if (isError) {
    return (
      <MessagePanel
        headingLevel={3}
        title={tSite("walks.failed")}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => refetch()} disabled={isRefetching}>
            {tSite("walks.retry")}
          </button>
        }
      >
        <p>{tSite("walks.failedText")}</p>
      </MessagePanel>
    );
  }
  return <Loading label={tSite("walks.loading")} />;
}
