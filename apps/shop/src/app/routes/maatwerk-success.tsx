import { Link } from "react-router";
import { ThanksPanel } from "../../features/request/components/thanks-panel";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tMaatwerk } from "../../shared/i18n/maatwerk";

/** MaatwerkSuccessPage thanks the visitor after a custom-walk request (/maatwerk-success). */
export function MaatwerkSuccessPage() {
  useDocumentTitle(tMaatwerk("thanks.title"));
  const firstNames = CONTACT.organisers.map((organiser) => organiser.name.split(" ")[0]).join(tMaatwerk("thanks.or"));
  return (
    <ThanksPanel
      title={tMaatwerk("thanks.heading")}
      lead={tMaatwerk("thanks.lead", { hours: hours(RULES.replies.replyHours) })}
      actions={
        <>
          <Link className="btn btn--primary" to="/">
            {tMaatwerk("thanks.home")}
          </Link>
          <Link className="btn btn--secondary" to="/filosofische-wandeling-info">
            {tMaatwerk("thanks.how")}
          </Link>
        </>
      }
    >
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">{tMaatwerk("thanks.next")}</h2>
        <ol className="steps">
          <li>
            <h3>{tMaatwerk("thanks.mail")}</h3>
            <p>{tMaatwerk("thanks.mailText")}</p>
          </li>
          <li>
            <h3>{tMaatwerk("thanks.talk")}</h3>
            <p>{tMaatwerk("thanks.talkText", { names: firstNames, hours: hours(RULES.replies.replyHours) })}</p>
          </li>
          <li>
            <h3>{tMaatwerk("thanks.proposal")}</h3>
            <p>{tMaatwerk("thanks.proposalText")}</p>
          </li>
        </ol>
      </section>
      <div className="note">
        <p>{tMaatwerk("thanks.change", { email: <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a> })}</p>
      </div>
    </ThanksPanel>
  );
}
