import { Link } from "react-router";
import { Landscape } from "../../../shared/components/art";
import "./walks.css";

/** CustomWalkCta is the large invitation to request a custom walk, shown after the list of walks. */
export function CustomWalkCta() {
  return (
    <section className="custom-cta" aria-labelledby="custom-cta-title">
      <div className="custom-cta__text">
        <p className="eyebrow">Maatwerk</p>
        <h2 id="custom-cta-title">Een filosofische wandeling voor jouw groep</h2>
        <p>
          Voor bedrijven, teams, scholen en vriendengroepen. Jullie kiezen de datum, de plek en het thema; wij zorgen
          voor een wandeling vol goede gesprekken die nog lang blijft hangen.
        </p>
        <Link className="btn btn--sun btn--large" to="/maatwerk">
          Maatwerk aanvragen
        </Link>
      </div>
      <Landscape className="custom-cta__art" />
    </section>
  );
}
