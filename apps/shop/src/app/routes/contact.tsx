import { Link } from "react-router";
import { ContactForm } from "../../features/request/components/contact-form";
import { CUSTOM_WALK_MIN_PARTICIPANTS, WALK_DURATION_HOURS } from "../../features/request/constants";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "../../shared/components/icons";
import { PageHero } from "../../shared/components/page-hero";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** ContactPage shows how to reach us, answers common questions and takes a message (spec 2 §2, /contact). */
export function ContactPage() {
  useDocumentTitle("Contact");
  return (
    <>
      <PageHero
        eyebrow="We horen graag van je"
        title="Contact"
        lead={
          <>
            Een vraag over een wandeling, een idee voor je groep of gewoon nieuwsgierig? Stuur ons een bericht: we
            reageren binnen {hours(RULES.replies.replyHours)}.
          </>
        }
      />

      <div className="container">
        <div className="content-columns">
          <div className="surface">
            <ContactForm />
          </div>

          <aside className="content-side" aria-label="Contactgegevens">
            <section className="surface" aria-labelledby="contact-details">
              <h2 id="contact-details">Contactgegevens</h2>
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
                  <span>We wandelen in {CONTACT.region}.</span>
                </li>
                <li>
                  <ClockIcon />
                  <span>Je krijgt binnen {hours(RULES.replies.replyHours)} antwoord van ons.</span>
                </li>
              </ul>
            </section>
            <p className="muted">
              Wie er achter Wandelwijs zitten, lees je op <Link to="/over-ons">Over ons</Link>.
            </p>
          </aside>
        </div>

        <section className="content-section" aria-labelledby="faq-title">
          <h2 id="faq-title">Veelgestelde vragen</h2>
          <dl className="faq">
            <div>
              <dt>Hoe lang duurt een wandeling?</dt>
              <dd>
                Ongeveer {WALK_DURATION_HOURS} uur. We lopen in een rustig tempo en staan onderweg regelmatig stil, bij
                een vraag, een oude eik of het uitzicht over de rivier.
              </dd>
            </div>
            <div>
              <dt>Gaat de wandeling door bij slecht weer?</dt>
              <dd>
                Ja, een wandeling gaat door bij elk weer. Regen en wind horen erbij en zorgen vaak voor de mooiste
                gesprekken. Trek kleding aan die tegen een buitje kan, en stevige schoenen.
              </dd>
            </div>
            <div>
              <dt>Ik weet niets van filosofie. Kan ik meedoen?</dt>
              <dd>
                Zeker, beginners zijn van harte welkom. Je hebt geen voorkennis nodig, alleen nieuwsgierigheid. We lezen
                geen moeilijke teksten: we stellen vragen, luisteren naar elkaar en denken samen verder.
              </dd>
            </div>
            <div>
              <dt>Kunnen we ook met een eigen groep wandelen?</dt>
              <dd>
                Ja. Voor teams en groepen vanaf {CUSTOM_WALK_MIN_PARTICIPANTS} personen maken we een{" "}
                <Link to="/maatwerk">wandeling op maat</Link>. Voor een verjaardag of familiedag is er de{" "}
                <Link to="/feest">feestwandeling</Link>.
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
