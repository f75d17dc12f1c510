import { Link } from "react-router";
import { Loading } from "../../shared/components/loading";
import { MessagePanel } from "../../shared/components/message-panel";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tSite } from "../../shared/i18n/site";

/** PageLoading fills the page while a route's code loads on the first visit. */
export function PageLoading() {
  return <Loading label={tSite("states.pageLoading")} />;
}

/** RouteError replaces a page that failed to render or whose code could not be loaded. */
export function RouteError() {
  useDocumentTitle(tSite("states.error"));
  return (
    <div className="container">
      <MessagePanel
        title={tSite("states.error")}
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              {tSite("states.reload")}
            </button>
            <Link className="btn btn--secondary" to="/">
              {tSite("states.toWalks")}
            </Link>
          </>
        }
      >
        <p>{tSite("states.errorText")}</p>
      </MessagePanel>
    </div>
  );
}
