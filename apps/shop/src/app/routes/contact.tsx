import { Link } from "react-router";
import { ContactForm } from "../../features/request/components/contact-form";
import { CUSTOM_WALK_MIN_PARTICIPANTS, WALK_DURATION_HOURS } from "../../features/request/constants";
import { ContactList } from "../../shared/components/contact-list";
import { Faq } from "../../shared/components/faq";
import { ContentPage } from "../../shared/components/page-hero";
import { CONTACT } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { tContact } from "../../shared/i18n/contact";

/** ContactPage shows how to reach us, answers common questions and takes a message (/contact). */
function ContactPage() {
  return (
    <ContentPage
      eyebrow={tContact("eyebrow")}
      title={tContact("title")}
      lead={tContact("lead", { hours: hours(RULES.replies.replyHours) })}
    >
      <div className="content-columns">
        <div className="surface">
          <ContactForm />
        </div>

        <aside className="content-side" aria-label={tContact("details")}>
          <section className="surface" aria-labelledby="contact-details">
            <h2 id="contact-details">{tContact("details")}</h2>
            <ContactList
              region={tContact("region", { region: CONTACT.region })}
              reply={tContact("reply", { hours: hours(RULES.replies.replyHours) })}
            />
          </section>
          <p className="muted">{tContact("who", { link: <Link to="/over-ons">{tContact("about")}</Link> })}</p>
        </aside>
      </div>

      <section className="content-section" aria-labelledby="faq-title">
        <h2 id="faq-title">{tContact("faq")}</h2>
        <Faq
          items={[
            { question: tContact("howLong"), answer: tContact("howLongAnswer", { hours: WALK_DURATION_HOURS }) },
            { question: tContact("weather"), answer: tContact("weatherAnswer") },
            { question: tContact("beginner"), answer: tContact("beginnerAnswer") },
            {
              question: tContact("group"),
              answer: tContact("groupAnswer", {
                min: CUSTOM_WALK_MIN_PARTICIPANTS,
                custom: <Link to="/maatwerk">{tContact("custom")}</Link>,
                feest: <Link to="/feest">{tContact("feest")}</Link>,
              }),
            },
          ]}
        />
      </section>
    </ContentPage>
  );
}

export { ContactPage as Component };
