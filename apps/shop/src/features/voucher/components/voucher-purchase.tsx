import { Link } from "react-router";
import { ClockIcon, MailIcon, PhoneIcon } from "../../../shared/components/icons";
import { PageHero } from "../../../shared/components/page-hero";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../../shared/config/contact";
import { RULES, hours } from "../../../shared/config/rules";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { RETURN_DAYS, VALIDITY_TEXT } from "../constants";
import { VoucherForm } from "./voucher-form";
import "../../../shared/styles/forms.css";
import "./vouchers.css";

/** VoucherPurchase is /cadeaubon: the voucher form with its preview, the questions and how to reach us. */
export function VoucherPurchase() {
  useDocumentTitle("Cadeaubon");
  return (
    <>
      <PageHero
        eyebrow="Cadeaubon"
        title="Geef een wandeling cadeau"
        lead={
          <>
            Een ochtend buiten, goede vragen en tijd om na te denken: een cadeau dat blijft hangen. Kies een bedrag,
            schrijf er een persoonlijke boodschap bij, en wij sturen de cadeaubon per e-mail naar de ontvanger.
          </>
        }
      />

      <div className="container">
        <VoucherForm />

        <div className="content-columns">
          <section aria-labelledby="voucher-faq-title">
            <h2 id="voucher-faq-title">Veelgestelde vragen</h2>
            <dl className="faq">
              <div>
                <dt>Hoe lang is de cadeaubon geldig?</dt>
                <dd>
                  De cadeaubon is {VALIDITY_TEXT} geldig. De precieze datum staat in de e-mail met de code.
                </dd>
              </div>
              <div>
                <dt>Voor welke wandelingen kan ik hem gebruiken?</dt>
                <dd>
                  Voor elke wandeling in onze agenda. Kost de wandeling minder dan de waarde van de bon, dan blijft het
                  resterende tegoed staan voor een volgende boeking.
                </dd>
              </div>
              <div>
                <dt>Kan ik een cadeaubon terugbrengen?</dt>
                <dd>
                  Ja. Een ongebruikte cadeaubon kun je binnen {RETURN_DAYS} dagen na aankoop retourneren. Mail of bel
                  ons, dan krijg je het volledige bedrag terug.
                </dd>
              </div>
              <div>
                <dt>Hoe krijgt de ontvanger de code?</dt>
                <dd>
                  Zodra je betaling binnen is, krijgt de ontvanger een e-mail met de code, je persoonlijke boodschap en
                  de datum tot wanneer de bon geldig is. Jij krijgt een bevestiging van je aankoop. Bij het boeken van
                  een wandeling vult de ontvanger de code in en ziet meteen de korting.
                </dd>
              </div>
            </dl>
          </section>

          <aside className="content-side" aria-label="Contact over cadeaubonnen">
            <section className="surface" aria-labelledby="voucher-contact-title">
              <h2 id="voucher-contact-title">Vragen over een cadeaubon?</h2>
              <p className="muted">Wil je een bon voor een groep, of is er iets niet aangekomen? We helpen je graag.</p>
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
                  <span>Je krijgt binnen {hours(RULES.replies.replyHours)} antwoord van ons.</span>
                </li>
              </ul>
            </section>
          </aside>
        </div>

        <p className="content-section">
          <Link to="/">
            <span aria-hidden="true">← </span>Bekijk alle wandelingen
          </Link>
        </p>
      </div>
    </>
  );
}
