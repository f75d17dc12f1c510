import { Link } from "react-router";
import { Hills } from "../../../shared/components/art";
import { CalendarIcon, PeopleIcon, PinIcon, TagIcon } from "../../../shared/components/icons";
import { Fact } from "../../../shared/components/fact";
import "./walks.css";
import { tSite } from "../../../shared/i18n/site";

/** CustomWalkCard invites groups to ask for a walk of their own; it sits between the scheduled walks. */
export function CustomWalkCard() {
  return (
    <article className="walk-card walk-card--custom">
      <Hills className="walk-card__art" tone="dusk" />
      <div className="walk-card__body">
        <h3 className="walk-card__title">{tSite("custom.heading")}</h3>
        <ul className="facts">
          <Fact className="fact" icon={<CalendarIcon />} label={tSite("custom.date")}>
            {tSite("custom.dateValue")}
          </Fact>
          <Fact className="fact" icon={<PinIcon />} label={tSite("custom.place")}>
            {tSite("custom.placeValue")}
          </Fact>
          <Fact className="fact" icon={<PeopleIcon />} label={tSite("custom.group")}>
            {tSite("custom.groupValue")}
          </Fact>
          <Fact className="fact" icon={<TagIcon />} label={tSite("custom.price")}>
            {tSite("custom.priceValue")}
          </Fact>
        </ul>
        <p className="walk-card__desc">{tSite("custom.text")}</p>
        <div className="walk-card__actions">
          <Link className="btn btn--primary" to="/maatwerk">
            {tSite("custom.request")}
            <span className="sr-only"> {tSite("custom.requestOf")}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
