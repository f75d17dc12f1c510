import { Link } from "react-router";
import { MessagePanel } from "../../shared/components/message-panel";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tAccount } from "../../shared/i18n/account";

/** AccountDeletedPage is where the profile sends a user whose account was just deleted. */
export function AccountDeletedPage() {
  useDocumentTitle(tAccount("deleted.title"));
  return (
    <div className="container">
      <MessagePanel
        title={tAccount("deleted.heading")}
        actions={
          <Link className="btn btn--primary" to="/">
            {tAccount("deleted.toWalks")}
          </Link>
        }
      >
        <p>{tAccount("deleted.text")}</p>
      </MessagePanel>
    </div>
  );
}
