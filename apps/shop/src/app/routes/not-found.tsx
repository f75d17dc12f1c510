import { Link } from "react-router";
import { MessagePanel } from "../../shared/components/message-panel";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tSite } from "../../shared/i18n/site";

/** NotFoundPage answers any address the shop does not know. */
export function NotFoundPage() {
  useDocumentTitle(tSite("states.notFound"));
  return (
    <div className="container">
      <MessagePanel
        title={tSite("states.notFound")}
        actions={
          <Link className="btn btn--primary" to="/">
            {tSite("states.toWalks")}
          </Link>
        }
      >
        <p>{tSite("states.notFoundText")}</p>
      </MessagePanel>
    </div>
  );
}
