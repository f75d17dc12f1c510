import { Link } from "react-router";
import { ContactForm } from "../../features/request/components/contact-form";
import { CUSTOM_WALK_MIN_PARTICIPANTS, WALK_DURATION_HOURS } from "../../features/request/constants";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "../../shared/components/icons";
import { PageHero } from "../../shared/components/page-hero";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import { tContact } from "../../shared/i18n/contact";

/** ContactPage shows how to reach us, answers common questions and takes a message (/contact). */
export function ContactPage() {
  useDocumentTitle(tContact("title"));
  return (
    <>
      <PageHero
        eyebrow={tContact("eyebrow")}
        title={tContact("title")}
        lead={tContact("lead", { hours: hours(RULES.replies.replyHours) })}
      />

      <div className="container">
        <div className="content-columns">
          <div className="surface">
            <ContactForm />
          </div>

          <aside className="content-side" aria-label={tContact("details")}>
            <section className="surface" aria-labelledby="contact-details">
              <h2 id="contact-details">{tContact("details")}</h2>
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
                  <PinIcon />
                  <span>{tContact("region", { region: CONTACT.region })}</span>
                </li>
                <li>
                  <ClockIcon />
                  <span>{tContact("reply", { hours: hours(RULES.replies.replyHours) })}</span>
                </li>
              </ul>
            </section>
            <p className="muted">{tContact("who", { link: <Link to="/over-ons">{tContact("about")}</Link> })}</p>
          </aside>
        </div>

        <section className="content-section" aria-labelledby="faq-title">
          <h2 id="faq-title">{tContact("faq")}</h2>
          <dl className="faq">
            <div>
              <dt>{tContact("howLong")}</dt>
              <dd>{tContact("howLongAnswer", { hours: WALK_DURATION_HOURS })}</dd>
            </div>
            <div>
              <dt>{tContact("weather")}</dt>
              <dd>{tContact("weatherAnswer")}</dd>
            </div>
            <div>
              <dt>{tContact("beginner")}</dt>
              <dd>{tContact("beginnerAnswer")}</dd>
            </div>
            <div>
              <dt>{tContact("group")}</dt>
              <dd>
                {tContact("groupAnswer", {
                  min: CUSTOM_WALK_MIN_PARTICIPANTS,
                  custom: <Link to="/maatwerk">{tContact("custom")}</Link>,
                  feest: <Link to="/feest">{tContact("feest")}</Link>,
                })}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
