import { Link } from "react-router";
import { ThanksPanel } from "../../features/request/components/thanks-panel";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tFeest } from "../../shared/i18n/feest";

/** FeestSuccessPage thanks the visitor after a party-walk request (/feest-succes). */
export function FeestSuccessPage() {
  useDocumentTitle(tFeest("thanks.title"));
  return (
    <ThanksPanel
      title={tFeest("thanks.heading")}
      lead={tFeest("thanks.lead")}
      actions={
        <>
          <Link className="btn btn--primary" to="/">
            {tFeest("thanks.home")}
          </Link>
          <Link className="btn btn--secondary" to="/feest">
            {tFeest("thanks.back")}
          </Link>
          <Link className="btn btn--secondary" to="/wandelingen">
            {tFeest("thanks.walks")}
          </Link>
        </>
      }
    >
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">{tFeest("thanks.next")}</h2>
        <ol className="steps">
          <li>
            <h3>{tFeest("thanks.confirm")}</h3>
            <p>{tFeest("thanks.confirmText")}</p>
          </li>
          <li>
            <h3>{tFeest("thanks.contact", { hours: hours(RULES.replies.replyHours) })}</h3>
            <p>{tFeest("thanks.contactText")}</p>
          </li>
          <li>
            <h3>{tFeest("thanks.party")}</h3>
            <p>{tFeest("thanks.partyText")}</p>
          </li>
        </ol>
      </section>
    </ThanksPanel>
  );
}
