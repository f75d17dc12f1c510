import { Link } from "react-router";
import { PageHero } from "../../shared/components/page-hero";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { days, RULES } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import "../../shared/styles/content.css";

const { retentionMonths, fiscalYears } = RULES.privacy;

/** PrivacyPage is /privacy: what Wandelwijs keeps about you, why, for how long, and what you can do about it. */
export function PrivacyPage() {
  useDocumentTitle("Privacy");
  return (
    <>
      <PageHero
        eyebrow="Je gegevens"
        title="Privacy"
        lead="We bewaren zo weinig mogelijk over je, alleen om je wandeling, cadeaubon of aanvraag goed te regelen, en niet langer dan nodig."
      />
      <div className="container">
        <section className="content-section" aria-labelledby="privacy-what">
          <h2 id="privacy-what">Wat we bewaren en waarom</h2>
          <ul>
            <li>
              <strong>Als je boekt:</strong> je naam, e-mailadres en telefoonnummer, de wandeling, het aantal personen en wat je
              betaalde. Zo kunnen we je bevestigen, herinneren, bellen als er iets verandert en je geld terugstorten.
            </li>
            <li>
              <strong>Op de wachtlijst:</strong> je naam, e-mailadres, telefoonnummer en met hoeveel personen je wilt komen, om je een
              plaats aan te bieden als die vrijkomt.
            </li>
            <li>
              <strong>Bij een cadeaubon:</strong> jouw naam en e-mailadres en die van de ontvanger, en je persoonlijke bericht, om de
              bon te bezorgen en te laten gebruiken.
            </li>
            <li>
              <strong>Bij een aanvraag of bericht:</strong> wat je in het formulier invult, om je te kunnen antwoorden.
            </li>
            <li>
              <strong>Met een account:</strong> je naam, e-mailadres, telefoonnummer en wachtwoord (alleen versleuteld), zodat je je
              boekingen terugziet.
            </li>
          </ul>
          <p>
            Betalingen lopen via Mollie; wij zien je bankgegevens niet. Je gegevens verkopen of delen we niet, en we sturen je geen
            reclame.
          </p>
        </section>

        <section className="content-section" aria-labelledby="privacy-how-long">
          <h2 id="privacy-how-long">Hoe lang</h2>
          <p>
            {retentionMonths} maanden na je wandeling, na je aanvraag of bericht, of nadat je cadeaubon is opgebruikt of verlopen,
            halen we je naam, e-mailadres en telefoonnummer automatisch weg; bij een cadeaubon ook die van de ontvanger en je
            bericht. Wat de boekhouding nodig heeft (bedragen, datums en boekingsnummers) bewaren we {fiscalYears} jaar, zoals
            de wet voorschrijft, maar dan zonder jouw naam erbij.
          </p>
        </section>

        <section className="content-section" aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Wat je zelf kunt doen</h2>
          <ul>
            <li>
              Met een account download je op <Link to="/profiel">je profiel</Link> alles wat we over je bewaren, en verwijder je je
              account. Boekingen voor wandelingen die nog komen, annuleren we dan eerst (tot {days(RULES.booking.cancelMinDays)} voor
              aanvang, met je geld terug).
            </li>
            <li>Zonder account beheer je een boeking via de link in je bevestigingsmail, en meld je je af voor een wachtlijst via de link in die mail.</li>
            <li>
              Wil je iets anders inzien, laten verbeteren of verwijderen? Mail ons op <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a>.
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
