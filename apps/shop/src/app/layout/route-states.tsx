import { Link } from "react-router";
import { Loading } from "../../shared/components/loading";
import { MessagePanel } from "../../shared/components/message-panel";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** PageLoading fills the page while a route's code loads on the first visit. */
export function PageLoading() {
  return <Loading label="Pagina laden…" />;
}

/** RouteError replaces a page that failed to render or whose code could not be loaded. */
export function RouteError() {
  useDocumentTitle("Er ging iets mis");
  return (
    <div className="container">
      <MessagePanel
        title="Er ging iets mis"
        actions={
          <>
            <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
              Pagina opnieuw laden
            </button>
            <Link className="btn btn--secondary" to="/">
              Naar de wandelingen
            </Link>
          </>
        }
      >
        <p>Deze pagina kon niet worden geladen. Laad de pagina opnieuw of probeer het later nog eens.</p>
      </MessagePanel>
    </div>
  );
}
