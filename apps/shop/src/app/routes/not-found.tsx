import { Link } from "react-router";
import { MessagePanel } from "../../shared/components/message-panel";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** NotFoundPage answers any address the shop does not know. */
export function NotFoundPage() {
  useDocumentTitle("Pagina niet gevonden");
  return (
    <div className="container">
      <MessagePanel
        title="Pagina niet gevonden"
        actions={
          <Link className="btn btn--primary" to="/">
            Naar de wandelingen
          </Link>
        }
      >
        <p>Dit pad loopt dood. Misschien is de pagina verhuisd of klopt het adres niet helemaal.</p>
      </MessagePanel>
    </div>
  );
}
