import { Link } from "react-router";
import { ClockIcon, MailIcon, PhoneIcon } from "../../../shared/components/icons";
import { PageHero } from "../../../shared/components/page-hero";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../../shared/config/contact";
import { RULES, hours } from "../../../shared/config/rules";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { tVoucher } from "../../../shared/i18n/voucher";
import { RETURN_DAYS, VALIDITY_TEXT } from "../constants";
import { VoucherForm } from "./voucher-form";
import "../../../shared/styles/forms.css";
import "./vouchers.css";

/** VoucherPurchase is /cadeaubon: the voucher form with its preview, the questions and how to reach us. */
export function VoucherPurchase() {
  useDocumentTitle(tVoucher("purchase.title"));
  return (
    <>
      <PageHero
        eyebrow={tVoucher("purchase.eyebrow")}
        title={tVoucher("purchase.heading")}
        lead={tVoucher("purchase.lead")}
      />

      <div className="container">
        <VoucherForm />

        <div className="content-columns">
          <section aria-labelledby="voucher-faq-title">
            <h2 id="voucher-faq-title">{tVoucher("purchase.faq")}</h2>
            <dl className="faq">
              <div>
                <dt>{tVoucher("purchase.howLong")}</dt>
                <dd>{tVoucher("purchase.howLongAnswer", { validity: VALIDITY_TEXT })}</dd>
              </div>
              <div>
                <dt>{tVoucher("purchase.which")}</dt>
                <dd>{tVoucher("purchase.whichAnswer")}</dd>
              </div>
              <div>
                <dt>{tVoucher("purchase.back")}</dt>
                <dd>{tVoucher("purchase.backAnswer", { days: RETURN_DAYS })}</dd>
              </div>
              <div>
                <dt>{tVoucher("purchase.code")}</dt>
                <dd>{tVoucher("purchase.codeAnswer")}</dd>
              </div>
            </dl>
          </section>

          <aside className="content-side" aria-label={tVoucher("purchase.contactLabel")}>
            <section className="surface" aria-labelledby="voucher-contact-title">
              <h2 id="voucher-contact-title">{tVoucher("purchase.questions")}</h2>
              <p className="muted">{tVoucher("purchase.help")}</p>
              <ul className="contact-list">
                <li>
                  <PhoneIcon />
                  <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
                </li>
                <li>
                  <MailIcon />
                  <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a>
                </li>
                <li>
                  <ClockIcon />
                  <span>{tVoucher("purchase.reply", { hours: hours(RULES.replies.replyHours) })}</span>
                </li>
              </ul>
            </section>
          </aside>
        </div>

        <p className="content-section">
          <Link to="/">
            <span aria-hidden="true">← </span>
            {tVoucher("purchase.allWalks")}
          </Link>
        </p>
      </div>
    </>
  );
}
