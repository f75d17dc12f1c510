import { ThanksPanel } from "../../features/request/components/thanks-panel";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tFeest } from "../../shared/i18n/feest";

/** FeestSuccessPage thanks the visitor after a party-walk request (/feest-succes). */
function FeestSuccessPage() {
  useDocumentTitle(tFeest("thanks.title"));
  return (
    <ThanksPanel
      title={tFeest("thanks.heading")}
      lead={tFeest("thanks.lead")}
      nextSteps={{
        heading: tFeest("thanks.next"),
        steps: [
          { title: tFeest("thanks.confirm"), text: tFeest("thanks.confirmText") },
          { title: tFeest("thanks.contact", { hours: hours(RULES.replies.replyHours) }), text: tFeest("thanks.contactText") },
          { title: tFeest("thanks.party"), text: tFeest("thanks.partyText") },
        ],
      }}
      links={[
        { to: "/", label: tFeest("thanks.home") },
        { to: "/feest", label: tFeest("thanks.back") },
        { to: "/wandelingen", label: tFeest("thanks.walks") },
      ]}
    />
  );
}

export { FeestSuccessPage as Component };
