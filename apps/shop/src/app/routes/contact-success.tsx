import { Link } from "react-router";
import { ThanksPanel } from "../../features/request/components/thanks-panel";
import { PhoneIcon } from "../../shared/components/icons";
import { CONTACT } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** ContactSuccessPage thanks the visitor after a contact message (spec 2 §2, /contact-succes). */
export function ContactSuccessPage() {
  useDocumentTitle("Bericht ontvangen");
  return (
    <ThanksPanel
      title="Bedankt voor je bericht!"
      lead={
        <>
          Je bericht is goed aangekomen. We lezen het met aandacht en reageren binnen {hours(RULES.replies.replyHours)}.
        </>
      }
      actions={
        <>
          <Link className="btn btn--primary" to="/">
            Naar de homepage
          </Link>
          <Link className="btn btn--secondary" to="/wandelingen">
            Bekijk de wandelingen
          </Link>
          <Link className="btn btn--secondary" to="/feest">
            Bekijk de feestwandeling
          </Link>
        </>
      }
    >
      <div className="note">
        <p>Heb je een dringende vraag, bijvoorbeeld over een wandeling van vandaag of morgen? Bel ons dan even:</p>
        <p>
          <a className="phone-inline" href={CONTACT.phoneHref}>
            <PhoneIcon /> {CONTACT.phone}
          </a>
        </p>
      </div>
    </ThanksPanel>
  );
}
