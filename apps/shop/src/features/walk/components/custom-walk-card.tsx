import { Link } from "react-router";
import { Hills } from "../../../shared/components/art";
import { CalendarIcon, PeopleIcon, PinIcon, TagIcon } from "../../../shared/components/icons";
import { Fact } from "../../../shared/components/fact";
import "./walks.css";

/** CustomWalkCard invites groups to ask for a walk of their own; it sits between the scheduled walks. */
export function CustomWalkCard() {
  return (
    <article className="walk-card walk-card--custom">
      <Hills className="walk-card__art" tone="dusk" />
      <div className="walk-card__body">
        <h3 className="walk-card__title">Wandeling op maat</h3>
        <ul className="facts">
          <Fact className="fact" icon={<CalendarIcon />} label="Datum">
            Datum in overleg
          </Fact>
          <Fact className="fact" icon={<PinIcon />} label="Plaats">
            Locatie naar keuze
          </Fact>
          <Fact className="fact" icon={<PeopleIcon />} label="Groepsgrootte">
            Voor groepen
          </Fact>
          <Fact className="fact" icon={<TagIcon />} label="Prijs">
            Prijs op aanvraag
          </Fact>
        </ul>
        <p className="walk-card__desc">
          Met je team, school of vriendengroep op pad? We stemmen het thema, de plek en het moment samen met jullie af.
        </p>
        <div className="walk-card__actions">
          <Link className="btn btn--primary" to="/maatwerk">
            Aanvragen<span className="sr-only"> van een wandeling op maat</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
