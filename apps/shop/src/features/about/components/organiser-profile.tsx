import { useId } from "react";
import type { Organiser } from "../../../shared/config/contact";
import { IntroVideo } from "./intro-video";
import "./about.css";

/**
 * BIOS are the organisers' own words, by name. The name, role, business and site come from
 * contact.json; an organiser without a bio here gets a short line built from those.
 */
const BIOS: Record<string, string[]> = {
  "Marieke van Dijk": [
    "Marieke studeerde filosofie en werkt al jaren als gespreksleider: met teams die vastgelopen zijn, met scholieren die het grote waarom willen weten, en met iedereen die graag eens dieper nadenkt. In haar praktijk Denkpad leert ze mensen vragen stellen die ertoe doen.",
    "Ze merkte dat de beste gesprekken zelden aan tafel ontstaan. Lopend, schouder aan schouder, durven mensen meer te zeggen en beter te luisteren. Op de wandelingen van Wandelwijs brengt zij de vragen mee, en de rust om er echt bij stil te staan.",
  ],
  "Joost Verhoeven": [
    "Joost kent de bossen en uiterwaarden rond Wageningen als geen ander. Als boswachter en natuurgids zag hij de rivier het land vormen, eiken oud worden en bevers terugkeren. Met Buitenles neemt hij groepen mee naar buiten om te leren van wat er groeit, bloeit en verandert.",
    "Op onze wandelingen kiest hij de route en wijst hij je op wat je anders voorbij zou lopen: een spechtenboom, een oude rivierloop, het licht tussen de populieren. Vaak blijkt de natuur het beste startpunt voor een goed gesprek.",
  ],
};

function bio(organiser: Organiser): string[] {
  return (
    BIOS[organiser.name] ?? [
      `${organiser.name} is ${organiser.role.toLowerCase()} en werkt met ${organiser.business}. Samen met de andere organisator begeleidt ${organiser.name.split(" ")[0]} de wandelingen van Wandelwijs.`,
    ]
  );
}

/** OrganiserProfile introduces one organiser: bio, a link to their own site and their intro video. */
export function OrganiserProfile({ organiser }: { organiser: Organiser }) {
  const headingId = useId();
  return (
    <article className="organiser" aria-labelledby={headingId}>
      <div className="organiser__text">
        <h3 id={headingId}>{organiser.name}</h3>
        <p className="organiser__role">
          {organiser.role} · {organiser.business}
        </p>
        {bio(organiser).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <a className="external-link" href={organiser.url} target="_blank" rel="noopener">
          Bezoek de website van {organiser.business}
          <span className="sr-only"> (opent in een nieuw venster)</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </div>
      <div className="organiser__media">
        <IntroVideo videoId={organiser.videoId} name={organiser.name} />
      </div>
    </article>
  );
}
