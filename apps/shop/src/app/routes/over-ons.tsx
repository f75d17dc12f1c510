import { Link } from "react-router";
import { OrganiserProfile } from "../../features/about/components/organiser-profile";
import { PageHero } from "../../shared/components/page-hero";
import { CONTACT } from "../../shared/config/contact";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** OverOnsPage introduces the two organisers, with their sites and intro videos (spec 2 §2, /over-ons). */
export function OverOnsPage() {
  useDocumentTitle("Over ons");
  const [first, second] = CONTACT.organisers;
  return (
    <>
      <PageHero
        eyebrow="Wie we zijn"
        title="Over ons"
        lead={
          <>
            {CONTACT.name} is de samenwerking van een filosoof en een boswachter. {first && second
              ? `${first.name} brengt de vragen mee, ${second.name} kent de paden.`
              : null}{" "}
            Samen nemen we je mee door {CONTACT.region}, om al wandelend na te denken over wat er voor jou toe doet.
          </>
        }
      />

      <div className="container">
        <section className="content-section" aria-labelledby="about-why">
          <h2 id="about-why">Waarom wandelen en filosoferen?</h2>
          <p className="content-section__intro">
            Filosofie begint met verwondering, en nergens verwonder je je zo makkelijk als buiten. Wie loopt, hoeft niet
            meteen een antwoord te hebben. De stilte tussen twee zinnen is geen ongemak maar ruimte. Zo ontstaan
            gesprekken die je aan een vergadertafel of op een verjaardag zelden voert.
          </p>
        </section>

        <section className="content-section" aria-labelledby="about-organisers">
          <h2 id="about-organisers">De organisatoren</h2>
          <ul className="organisers">
            {CONTACT.organisers.map((organiser) => (
              <li key={organiser.name}>
                <OrganiserProfile organiser={organiser} />
              </li>
            ))}
          </ul>
        </section>

        <div className="closing-band">
          <h2>Loop je een keer mee?</h2>
          <p>Kies een geplande wandeling, of vraag een wandeling op maat aan voor je team, school of vriendengroep.</p>
          <div className="actions">
            <Link className="btn btn--primary" to="/">
              Bekijk wandelingen
            </Link>
            <Link className="btn btn--secondary" to="/maatwerk">
              Maatwerk aanvragen
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
