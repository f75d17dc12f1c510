import { Link } from "react-router";
import { MessagePanel } from "../../shared/components/message-panel";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** AccountDeletedPage is where the profile sends a user whose account was just deleted. */
export function AccountDeletedPage() {
  useDocumentTitle("Account verwijderd");
  return (
    <div className="container">
      <MessagePanel
        title="Je account is verwijderd"
        actions={
          <Link className="btn btn--primary" to="/">
            Naar de wandelingen
          </Link>
        }
      >
        <p>
          Je bent uitgelogd en je naam, e-mailadres en telefoonnummer zijn overal weggehaald. Had je nog boekingen voor wandelingen
          die komen, dan zijn die geannuleerd; je krijgt daar een mail over.
        </p>
      </MessagePanel>
    </div>
  );
}
