import { BackLink } from "../../../shared/components/back-link";
import { ContactList } from "../../../shared/components/contact-list";
import { Faq } from "../../../shared/components/faq";
import { ContentPage } from "../../../shared/components/page-hero";
import { RULES, hours } from "../../../shared/config/rules";
import { tVoucher } from "../../../shared/i18n/voucher";
import { RETURN_DAYS, VALIDITY_TEXT } from "../constants";
import { VoucherForm } from "./voucher-form";
import "../../../shared/styles/forms.css";
import "./vouchers.css";

/** VoucherPurchase is /cadeaubon: the voucher form with its preview, the questions and how to reach us. */
export function VoucherPurchase() {
  return (
    <ContentPage
      eyebrow={tVoucher("purchase.eyebrow")}
      title={tVoucher("purchase.heading")}
      lead={tVoucher("purchase.lead")}
      documentTitle={tVoucher("purchase.title")}
    >
      <VoucherForm />

      <div className="content-columns">
        <section aria-labelledby="voucher-faq-title">
          <h2 id="voucher-faq-title">{tVoucher("purchase.faq")}</h2>
          <Faq
            items={[
              { question: tVoucher("purchase.howLong"), answer: tVoucher("purchase.howLongAnswer", { validity: VALIDITY_TEXT }) },
              { question: tVoucher("purchase.which"), answer: tVoucher("purchase.whichAnswer") },
              { question: tVoucher("purchase.back"), answer: tVoucher("purchase.backAnswer", { days: RETURN_DAYS }) },
              { question: tVoucher("purchase.code"), answer: tVoucher("purchase.codeAnswer") },
            ]}
          />
        </section>

        <aside className="content-side" aria-label={tVoucher("purchase.contactLabel")}>
          <section className="surface" aria-labelledby="voucher-contact-title">
            <h2 id="voucher-contact-title">{tVoucher("purchase.questions")}</h2>
            <p className="muted">{tVoucher("purchase.help")}</p>
            <ContactList reply={tVoucher("purchase.reply", { hours: hours(RULES.replies.replyHours) })} />
          </section>
        </aside>
      </div>

      <p className="content-section">
        <BackLink to="/" label={tVoucher("purchase.allWalks")} />
      </p>
    </ContentPage>
  );
}
