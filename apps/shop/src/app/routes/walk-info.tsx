import { Link } from "react-router";
import { WALK_DURATION_HOURS } from "../../features/request/constants";
import { PageHero } from "../../shared/components/page-hero";
import { CONTACT } from "../../shared/config/contact";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** MOMENTS are the parts of a walk, in the order they happen. */
const MOMENTS = [
  {
    title: "Aankomen",
    text: "We verzamelen aan de rand van het bos of onderaan de dijk. Er is koffie en thee uit de thermoskan, we maken kort kennis en de telefoons gaan op stil. Je hoeft niets voor te bereiden: kom zoals je bent.",
  },
  {
    title: "Eén vraag",
    text: "Voor we vertrekken leggen we één vraag neer. Bijvoorbeeld: wanneer voel jij je echt vrij? Of: wat is eigenlijk genoeg? Het is geen toets en er is geen goed of fout antwoord. De vraag gaat gewoon met ons mee.",
  },
  {
    title: "In stilte lopen",
    text: "Het eerste stuk lopen we zwijgend. Je hoort je eigen voetstappen, een specht in de verte, de wind in de populieren. De vraag krijgt tijd om te landen, en vaak merk je dat je gedachten vanzelf een kant op gaan.",
  },
  {
    title: "In tweetallen",
    text: "Dan lopen we in tweetallen verder. De één vertelt, de ander luistert en vraagt door. Na een tijdje wissel je van rol, en later van wandelmaatje. Je zult versteld staan hoeveel je een onbekende kunt vertellen, en hoeveel je van hem of haar leert.",
  },
  {
    title: "De kring",
    text: "We sluiten af in een kring, onder een oude boom of met uitzicht over de uiterwaarden. Ieder vertelt wat hij of zij meeneemt. Vaak blijkt de vraag groter, of juist eenvoudiger, dan aan het begin.",
  },
] as const;

/** WalkInfoPage tells what a philosophical walk looks like, with a participant's words (spec 2 §2). */
export function WalkInfoPage() {
  useDocumentTitle("Zo gaat een filosofische wandeling");
  return (
    <>
      <PageHero
        eyebrow="Info"
        title="Zo gaat een filosofische wandeling"
        back={{ to: "/", label: "Alle wandelingen" }}
        lead={
          <>
            Ongeveer {WALK_DURATION_HOURS} uur lopen door {CONTACT.region}, met één goede vraag als reisgenoot. Geen
            college en geen lesje filosofie, maar samen verwonderen, luisteren en nadenken.
          </>
        }
      />

      <div className="container">
        <div className="content-columns">
          <section aria-labelledby="walk-story">
            <h2 id="walk-story">Het verloop van een wandeling</h2>
            <ol className="steps">
              {MOMENTS.map((moment) => (
                <li key={moment.title}>
                  <h3>{moment.title}</h3>
                  <p>{moment.text}</p>
                </li>
              ))}
            </ol>
          </section>

          <aside className="content-side" aria-label="Ervaring en praktische zaken">
            <figure className="quote">
              <blockquote>
                <p>
                  Ik had verwacht dat we over beroemde filosofen zouden praten. In plaats daarvan praatten we over ons
                  eigen leven, en dat voelde verrassend licht. Sinds die ochtend loop ik anders door het bos.
                </p>
              </blockquote>
              <figcaption>Annemiek, deelnemer aan een ochtendwandeling over verwondering</figcaption>
            </figure>

            <section className="surface" aria-labelledby="walk-practical">
              <h2 id="walk-practical">Goed om te weten</h2>
              <ul className="checklist">
                <li>Een wandeling duurt ongeveer {WALK_DURATION_HOURS} uur, in een rustig tempo.</li>
                <li>We lopen bij elk weer: neem kleding mee die tegen een buitje kan.</li>
                <li>Voorkennis is niet nodig. Beginners zijn van harte welkom.</li>
                <li>Stevige schoenen zijn handig; de paden kunnen modderig zijn.</li>
              </ul>
            </section>
          </aside>
        </div>

        <div className="closing-band">
          <h2>Zin om mee te lopen?</h2>
          <p>Bekijk de geplande wandelingen en kies er een die je aanspreekt. Er is altijd plek voor nieuwe vragen.</p>
          <div className="actions">
            <Link className="btn btn--primary" to="/">
              Bekijk de wandelingen
            </Link>
            <Link className="btn btn--secondary" to="/over-ons">
              Wie zijn wij?
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
