import { ThanksPanel } from "../../features/request/components/thanks-panel";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tMaatwerk } from "../../shared/i18n/maatwerk";

/** MaatwerkSuccessPage thanks the visitor after a custom-walk request (/maatwerk-success). */
function MaatwerkSuccessPage() {
  useDocumentTitle(tMaatwerk("thanks.title"));
  const firstNames = CONTACT.organisers.map((organiser) => organiser.name.split(" ")[0]).join(tMaatwerk("thanks.or"));
  return (
    <ThanksPanel
      title={tMaatwerk("thanks.heading")}
      lead={tMaatwerk("thanks.lead", { hours: hours(RULES.replies.replyHours) })}
      nextSteps={{
        heading: tMaatwerk("thanks.next"),
        steps: [
          { title: tMaatwerk("thanks.mail"), text: tMaatwerk("thanks.mailText") },
          {
            title: tMaatwerk("thanks.talk"),
            text: tMaatwerk("thanks.talkText", { names: firstNames, hours: hours(RULES.replies.replyHours) }),
          },
          { title: tMaatwerk("thanks.proposal"), text: tMaatwerk("thanks.proposalText") },
        ],
      }}
      links={[
        { to: "/", label: tMaatwerk("thanks.home") },
        { to: "/filosofische-wandeling-info", label: tMaatwerk("thanks.how") },
      ]}
    >
      <div className="note">
        <p>{tMaatwerk("thanks.change", { email: <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a> })}</p>
      </div>
    </ThanksPanel>
  );
}

export { MaatwerkSuccessPage as Component };
