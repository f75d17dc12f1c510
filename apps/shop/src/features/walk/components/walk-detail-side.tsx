import { formatDuration, formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { tooLateToCancel, type WalkDetail } from "../../../shared/api/get-walk";
import { priceLabel } from "../../../shared/components/fact";
import { CalendarIcon, ClockIcon, PeopleIcon, PhoneIcon, PinIcon } from "../../../shared/components/icons";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { days } from "../../../shared/config/rules";
import { tWalk } from "../../../shared/i18n/walk";
import { OtherDates } from "./other-dates";
import { BookButton, CancelledNotice, participantsLabel, SpotsBadge } from "./walk-facts";
import "../../../shared/styles/info-box.css";

/** WalkDetailSide is the walk page's side column: price, when, where, who, the way to book, and who to call. */
export function WalkDetailSide({ walk }: { walk: WalkDetail }) {
  const free = walk.priceCents === 0;
  const cancelled = walk.status === "CANCELLED";
  return (
    <div className="content-side">
      <section className="booking-card" aria-labelledby="walk-booking">
        <h2 id="walk-booking" className="sr-only">
          {tWalk("book")}
        </h2>
        <p className="booking-card__price">
          <strong>{priceLabel(walk.priceCents)}</strong>
          {!free && <span> {tWalk("perPerson")}</span>}
        </p>
        <dl className="detail-list">
          <div>
            <dt>
              <CalendarIcon /> {tWalk("date")}
            </dt>
            <dd>{formatLongDate(walk.dateStart)}</dd>
          </div>
          <div>
            <dt>
              <ClockIcon /> {tWalk("time")}
            </dt>
            <dd>
              {formatTimeRange(walk.dateStart, walk.dateEnd)}
              <span className="muted"> ({formatDuration(walk.dateStart, walk.dateEnd)})</span>
            </dd>
          </div>
          <div>
            <dt>
              <PinIcon /> {tWalk("address")}
            </dt>
            <dd>
              {walk.address}
              <br />
              {walk.city}
            </dd>
          </div>
          <div>
            <dt>
              <PeopleIcon /> {tWalk("participants")}
            </dt>
            <dd>
              {participantsLabel(walk)}
              {!cancelled && (
                <>
                  <br />
                  {walk.goesAhead ? (
                    <strong className="goes-ahead">{tWalk("goesAhead")}</strong>
                  ) : (
                    <span className="muted">
                      {walk.minParticipants > 1
                        ? tWalk("goesAheadFrom", { count: walk.minParticipants })
                        : tWalk("alwaysGoesAhead")}
                    </span>
                  )}
                </>
              )}
            </dd>
          </div>
        </dl>
        {cancelled ? <CancelledNotice walk={walk} /> : <SpotsBadge availableSpots={walk.availableSpots} />}
        <BookButton walk={walk} large />
      </section>

      <OtherDates dates={walk.otherDates} />

      {!cancelled && (
        <section className="info-box" aria-labelledby="walk-booking-info">
          <h2 id="walk-booking-info">{tWalk("bookingInfo")}</h2>
          <ul className="checklist">
            <li>{tWalk("mail")}</li>
            <li>
              {free
                ? tWalk("free")
                : tWalk("pay")}
            </li>
            <li>{tWalk(tooLateToCancel(walk) ? "cancelLate" : "cancel", { days: days(walk.cancelMinDays) })}</li>
          </ul>
        </section>
      )}

      <section className="info-box info-box--contact" aria-labelledby="walk-questions">
        <h2 id="walk-questions">{tWalk("questions")}</h2>
        <p>{tWalk("call")}</p>
        <a className="phone-link" href={CONTACT_PHONE_HREF}>
          <PhoneIcon /> {CONTACT_PHONE}
        </a>
      </section>
    </div>
  );
}
