import { Link } from "react-router";
import { ThanksPanel } from "../../features/request/components/thanks-panel";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** FeestSuccessPage thanks the visitor after a party-walk request (spec 2 §2, /feest-succes). */
export function FeestSuccessPage() {
  useDocumentTitle("Aanvraag ontvangen");
  return (
    <ThanksPanel
      title="Bedankt voor je aanvraag!"
      lead="Wat leuk dat je je feest met ons wilt vieren. Je aanvraag voor een feestwandeling is goed aangekomen."
      actions={
        <>
          <Link className="btn btn--primary" to="/">
            Naar de homepage
          </Link>
          <Link className="btn btn--secondary" to="/feest">
            Terug naar de feestwandeling
          </Link>
          <Link className="btn btn--secondary" to="/wandelingen">
            Bekijk de wandelingen
          </Link>
        </>
      }
    >
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">Wat gebeurt er nu?</h2>
        <ol className="steps">
          <li>
            <h3>Binnen enkele minuten: een bevestiging</h3>
            <p>Je ontvangt een e-mail met je aanvraag. Niets gekregen? Kijk dan even in je map met ongewenste mail.</p>
          </li>
          <li>
            <h3>Binnen {hours(RULES.replies.replyHours)}: persoonlijk contact</h3>
            <p>We bellen of mailen je om de datum, de plek en het aantal gasten af te stemmen.</p>
          </li>
          <li>
            <h3>Daarna: feest!</h3>
            <p>Jullie wandelen, praten en vieren. Wij zorgen voor de route en de goede vragen.</p>
          </li>
        </ol>
      </section>
    </ThanksPanel>
  );
}
