import { ThanksPanel } from "../../features/request/components/thanks-panel";
import { PhoneIcon } from "../../shared/components/icons";
import { CONTACT } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tContact } from "../../shared/i18n/contact";

/** ContactSuccessPage thanks the visitor after a contact message (/contact-succes). */
function ContactSuccessPage() {
  useDocumentTitle(tContact("thanks.title"));
  return (
    <ThanksPanel
      title={tContact("thanks.heading")}
      lead={tContact("thanks.lead", { hours: hours(RULES.replies.replyHours) })}
      links={[
        { to: "/", label: tContact("thanks.home") },
        { to: "/wandelingen", label: tContact("thanks.walks") },
        { to: "/feest", label: tContact("thanks.feest") },
      ]}
    >
      <div className="note">
        <p>{tContact("thanks.urgent")}</p>
        <p>
          <a className="phone-inline" href={CONTACT.phoneHref}>
            <PhoneIcon /> {CONTACT.phone}
          </a>
        </p>
      </div>
    </ThanksPanel>
  );
}

export { ContactSuccessPage as Component };
