import { formatEuro } from "@wandelwijs/format/money";
import { Link } from "react-router";
import { FeestForm } from "../../features/request/components/feest-form";
import {
  FEEST_BASE_PEOPLE,
  FEEST_BASE_PRICE_CENTS,
  FEEST_DURATION_HOURS,
  FEEST_EXTRA_PERSON_CENTS,
  FEEST_MIN_PEOPLE,
  feestPriceCents,
} from "../../features/request/constants";
import { ClockIcon, MailIcon, PhoneIcon } from "../../shared/components/icons";
import { PageHero } from "../../shared/components/page-hero";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { RULES, hours } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** OCCASIONS are what people celebrate with a party walk. */
const OCCASIONS = [
  { title: "Verjaardag", text: "Een feest voor wie liever buiten loopt dan binnen zit, met gesprekken die verder gaan dan 'hoe is het?'." },
  { title: "Familiedag", text: "Drie generaties op één pad. Opa vertelt, de kleinkinderen vragen door: iedereen doet mee." },
  { title: "Vriendengroep", text: "Eindelijk weer eens echt bijpraten, tussen de bomen en zonder haast." },
  { title: "Jubileum of afscheid", text: "Sta samen stil bij wat voorbij is en wat komt, met een vraag die bij de gelegenheid past." },
] as const;

/** FeestPage offers a party walk and takes the request (spec 2 §2, /feest). */
export function FeestPage() {
  useDocumentTitle("Feestwandeling");
  const exampleGroup = FEEST_BASE_PEOPLE + 4;
  return (
    <>
      <PageHero
        eyebrow="Iets te vieren?"
        title="Feestwandeling"
        back={{ to: "/", label: "Alle wandelingen" }}
        lead={
          <>
            Vier je verjaardag, familiedag of jubileum eens buiten: met een filosofische wandeling door de bossen of
            uiterwaarden bij Wageningen. Een feest vol goede gesprekken, frisse lucht en verhalen die nog lang blijven
            hangen.
          </>
        }
      />

      <div className="container">
        <div className="content-columns">
          <div>
            <section aria-labelledby="feest-where">
              <h2 id="feest-where">Waar we wandelen</h2>
              <p>
                We lopen in de bossen of in de uiterwaarden bij Wageningen. Samen kiezen we de plek die past bij jullie
                gezelschap en het seizoen: de stille paden van de Wageningse Berg, of het weidse rivierlandschap langs
                de Nederrijn. Onderweg nodigen we jullie uit om samen na te denken over een vraag die bij het feest
                past.
              </p>
            </section>

            <section className="content-section" aria-labelledby="feest-occasions">
              <h2 id="feest-occasions">Voor elke gelegenheid</h2>
              <ul className="card-grid">
                {OCCASIONS.map((occasion) => (
                  <li key={occasion.title}>
                    <article className="info-card">
                      <h3>{occasion.title}</h3>
                      <p>{occasion.text}</p>
                    </article>
                  </li>
                ))}
              </ul>
            </section>

            <section className="content-section" aria-labelledby="feest-how">
              <h2 id="feest-how">Zo werkt het</h2>
              <ol className="steps">
                <li>
                  <h3>Je stuurt een aanvraag</h3>
                  <p>Vertel ons wat je viert, met hoeveel mensen ongeveer en welke datum je in gedachten hebt.</p>
                </li>
                <li>
                  <h3>We bellen of mailen je</h3>
                  <p>
                    Binnen {hours(RULES.replies.replyHours)} nemen we persoonlijk contact op. Samen kiezen we de plek, het
                    tijdstip en een vraag die bij jullie feest past.
                  </p>
                </li>
                <li>
                  <h3>Jullie wandelen en vieren</h3>
                  <p>
                    Wij begeleiden de wandeling van ongeveer {FEEST_DURATION_HOURS} uur; jullie genieten van elkaar en
                    van de natuur.
                  </p>
                </li>
              </ol>
            </section>

            <section className="content-section" aria-labelledby="feest-form-section">
              <h2 id="feest-form-section" className="sr-only">
                Aanvraagformulier
              </h2>
              <div className="surface">
                <FeestForm />
              </div>
            </section>
          </div>

          <aside className="content-side" aria-label="Prijs, contact en tips">
            <section className="surface price-card" aria-labelledby="feest-price">
              <h2 id="feest-price">Prijs</h2>
              <p className="price-card__amount">
                <strong>{formatEuro(FEEST_BASE_PRICE_CENTS)}</strong> incl. btw
              </p>
              <p>voor een groep tot {FEEST_BASE_PEOPLE} personen</p>
              <ul className="checklist">
                <li>Elke extra persoon: {formatEuro(FEEST_EXTRA_PERSON_CENTS)}</li>
                <li>Minimaal {FEEST_MIN_PEOPLE} personen, geen maximum</li>
                <li>
                  Met minder dan {FEEST_BASE_PEOPLE} personen betaal je ook {formatEuro(FEEST_BASE_PRICE_CENTS)}
                </li>
              </ul>
              <p className="muted price-card__example">
                Voorbeeld: met {exampleGroup} personen betaal je {formatEuro(feestPriceCents(exampleGroup))}.
              </p>
            </section>

            <section className="surface" aria-labelledby="feest-contact">
              <h2 id="feest-contact">Direct contact</h2>
              <p>Liever eerst even overleggen? Bel of mail ons gerust.</p>
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
                  <span>We reageren binnen {hours(RULES.replies.replyHours)}.</span>
                </li>
              </ul>
            </section>

            <section className="surface" aria-labelledby="feest-tips">
              <h2 id="feest-tips">Goed om te weten</h2>
              <ul className="checklist">
                <li>De wandeling gaat door bij elk weer. Trek kleding aan die tegen een buitje kan.</li>
                <li>Reken op ongeveer {FEEST_DURATION_HOURS} uur, in een rustig tempo met pauzes.</li>
                <li>Stevige schoenen zijn handig: na regen kunnen de paden modderig zijn.</li>
                <li>Taart of een toost na afloop? Vertel het ons, dan zoeken we er een mooi plekje voor.</li>
              </ul>
            </section>
          </aside>
        </div>

        <div className="closing-band">
          <h2>Nog vragen?</h2>
          <p>Neem contact met ons op of bekijk eerst de wandelingen die al gepland staan.</p>
          <div className="actions">
            <Link className="btn btn--primary" to="/contact">
              Neem contact op
            </Link>
            <Link className="btn btn--secondary" to="/">
              Bekijk de wandelingen
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
