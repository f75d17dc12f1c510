import { formatLongDate } from "@wandelwijs/format/date";
import { Link } from "react-router";
import type { OtherDate } from "../../../shared/api/get-walk";
import { tWalk } from "../../../shared/i18n/walk";

/**
 * OtherDates lists the other dates of the walk's series (the API answers only those with
 * room), each with its free places and linking to its page; nothing for none.
 */
export function OtherDates({ dates }: { dates: OtherDate[] | undefined }) {
  if (!dates?.length) return null;
  return (
    <section className="info-box other-dates" aria-labelledby="walk-other-dates">
      <h2 id="walk-other-dates">{tWalk("otherDates")}</h2>
      <p>{tWalk("otherDatesIntro")}</p>
      <ul>
        {dates.map((d) => (
          <li key={d.slug}>
            <Link to={`/wandelingen/${d.slug}`}>
              {formatLongDate(d.dateStart)}
            </Link>{" "}
            <span className="muted">({tWalk("otherDateSpots", { count: d.availableSpots })})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
