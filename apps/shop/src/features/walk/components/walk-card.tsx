import type { Walk } from "@wandelwijs/api-client/types";
import { formatDateTime, formatDuration } from "@wandelwijs/format/date";
import { Link } from "react-router";
import { Hills } from "../../../shared/components/art";
import { CoverImage } from "../../../shared/components/cover-image";
import { CalendarIcon, ClockIcon, PeopleIcon, PinIcon, TagIcon } from "../../../shared/components/icons";
import { Fact, priceLabel } from "../../../shared/components/fact";
import { BookButton, CancelledNotice, FEW_SPOTS, participantsLabel, SpotsBadge } from "./walk-facts";
import "./walks.css";
import { tSite } from "../../../shared/i18n/site";


/** WalkCard is one scheduled walk in the overview; first: it is the first card, on the first screen. */
export function WalkCard({ walk, first = false }: { walk: Walk; first?: boolean }) {
  return (
    <article className="walk-card">
      {walk.coverImage ? (
        <CoverImage className="walk-card__image" image={walk.coverImage} sizes="(min-width: 48rem) 22rem" eager={first} />
      ) : (
        <Hills className="walk-card__art" />
      )}
      <div className="walk-card__body">
        <h3 className="walk-card__title">{walk.title}</h3>
        {walk.status === "CANCELLED" ? (
          <CancelledNotice walk={walk} />
        ) : (
          walk.availableSpots <= FEW_SPOTS && <SpotsBadge availableSpots={walk.availableSpots} />
        )}
        <ul className="facts">
          <Fact className="fact" icon={<CalendarIcon />} label={tSite("card.when")}>
            <time dateTime={walk.dateStart}>{formatDateTime(walk.dateStart)}</time>
          </Fact>
          <Fact className="fact" icon={<PinIcon />} label={tSite("card.place")}>
            {walk.city}
          </Fact>
          <Fact className="fact" icon={<ClockIcon />} label={tSite("card.duration")}>
            {formatDuration(walk.dateStart, walk.dateEnd)}
          </Fact>
          <Fact className="fact" icon={<PeopleIcon />} label={tSite("card.group")}>
            {participantsLabel(walk)}
          </Fact>
          <Fact className="fact" icon={<TagIcon />} label={tSite("card.price")}>
            <strong>{priceLabel(walk.priceCents)}</strong>
            {walk.priceCents > 0 && tSite("card.perPerson")}
          </Fact>
        </ul>
        <p className="walk-card__desc">{walk.shortDesc}</p>
        <div className="walk-card__actions">
          <Link className="btn btn--secondary" to={`/wandelingen/${walk.slug}`}>
            {tSite("card.more")}
            <span className="sr-only"> {tSite("card.about", { title: walk.title })}</span>
          </Link>
          <BookButton walk={walk} />
        </div>
      </div>
    </article>
  );
}
