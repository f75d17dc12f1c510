import { Link } from "react-router";
import { MessagePanel } from "../../shared/components/message-panel";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** NotBuiltPage stands in for a page that is planned but not built yet. */
export function NotBuiltPage({ title, promise }: { title: string; promise: string }) {
  useDocumentTitle(title);
  return (
    <div className="container">
      <MessagePanel
        title={title}
        actions={
          <Link className="btn btn--primary" to="/">
            Bekijk de wandelingen
          </Link>
        }
      >
        <p>
          {promise} Deze pagina is nog in aanbouw: we werken eraan, net zo zorgvuldig als aan onze wandelingen.
        </p>
      </MessagePanel>
    </div>
  );
}
