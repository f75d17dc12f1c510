import { Link } from "react-router";
import { ThanksPanel } from "../../features/request/components/thanks-panel";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** MaatwerkSuccessPage thanks the visitor after a custom-walk request (spec 2 §2, /maatwerk-success). */
export function MaatwerkSuccessPage() {
  useDocumentTitle("Aanvraag ontvangen");
  const firstNames = CONTACT.organisers.map((organiser) => organiser.name.split(" ")[0]).join(" of ");
  return (
    <ThanksPanel
      title="Bedankt voor je aanvraag!"
      lead={
        <>
          We hebben je aanvraag voor een wandeling op maat goed ontvangen. Binnen {hours(RULES.replies.replyHours)} nemen we
          contact met je op.
        </>
      }
      actions={
        <>
          <Link className="btn btn--primary" to="/">
            Naar de homepage
          </Link>
          <Link className="btn btn--secondary" to="/filosofische-wandeling-info">
            Zo gaat een wandeling
          </Link>
        </>
      }
    >
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">Wat gebeurt er nu?</h2>
        <ol className="steps">
          <li>
            <h3>Bevestiging in je mailbox</h3>
            <p>Je krijgt een e-mail met je aanvraag, zodat je alles nog eens rustig kunt nalezen.</p>
          </li>
          <li>
            <h3>Een persoonlijk gesprek</h3>
            <p>
              {firstNames} neemt binnen {hours(RULES.replies.replyHours)} contact met je op om jullie wensen, de groep en
              een datum te bespreken.
            </p>
          </li>
          <li>
            <h3>Een voorstel op maat</h3>
            <p>
              Je ontvangt een voorstel met route, thema, duur en prijs. Pas als jullie akkoord zijn, leggen we de
              wandeling vast.
            </p>
          </li>
        </ol>
      </section>
      <div className="note">
        <p>
          Wil je nog iets toevoegen of veranderen? Mail ons gerust op{" "}
          <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a>.
        </p>
      </div>
    </ThanksPanel>
  );
}
