import { useQuery } from "@tanstack/react-query";
import { formatDuration, formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { Link } from "react-router";
import { Hills } from "../../../shared/components/art";
import { CalendarIcon, ClockIcon, PeopleIcon, PhoneIcon, PinIcon } from "../../../shared/components/icons";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { walkQueryOptions, type WalkDetail } from "../../../shared/api/get-walk";
import { priceLabel } from "../../../shared/components/fact";
import { BookButton, CancelledNotice, participantsLabel, SpotsBadge } from "./walk-facts";
import "./walks.css";
import { tWalk } from "../../../shared/i18n/walk";
import { days } from "../../../shared/config/rules";

/** WalkDetailView loads one walk by slug and shows it, a loading state, or "Wandeling niet gevonden". */
export function WalkDetailView({ slug }: { slug: string }) {
  const { data, isError } = useQuery(walkQueryOptions(slug));
  useDocumentTitle(data?.title ?? (isError ? tWalk("notFound") : undefined));

  // A loaded walk stays on screen even if a later background refetch fails.
  if (data) return <WalkDetailContent walk={data} />;
  if (isError) {
    // The spec shows the same message for a missing walk and for any other load error.
    return (
      <div className="container">
        <MessagePanel
          title={tWalk("notFound")}
          actions={
            <Link className="btn btn--primary" to="/">
              {tWalk("backToAll")}
            </Link>
          }
        >
          <p>{tWalk("notFoundText")}</p>
        </MessagePanel>
      </div>
    );
  }
  return <Loading label={tWalk("loading")} />;
}

/** paragraphs splits a description into paragraphs, one per non-empty line. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function WalkDetailContent({ walk }: { walk: WalkDetail }) {
  const free = walk.priceCents === 0;
  return (
    <div className="walk-detail">
      <div className="walk-hero">
        <div className="container walk-hero__inner">
          <Link className="back-link" to="/">
            {tWalk("back")}
          </Link>
          <p className="eyebrow">{tWalk("eyebrow", { city: walk.city, date: formatLongDate(walk.dateStart) })}</p>
          <h1>{walk.title}</h1>
          <p className="lead">{walk.shortDesc}</p>
        </div>
        <Hills className="walk-hero__hills" />
      </div>

      <div className="container walk-detail__grid">
        <div className="walk-detail__main">
          <section aria-labelledby="walk-about">
            <h2 id="walk-about">{tWalk("about")}</h2>
            {paragraphs(walk.fullDesc).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </section>

          <section className="info-box" aria-labelledby="walk-practical">
            <h2 id="walk-practical">{tWalk("practical")}</h2>
            <ul className="checklist">
              <li>{tWalk("weather")}</li>
              <li>{tWalk("noKnowledge")}</li>
              <li>{tWalk("shoes")}</li>
              <li>{tWalk("onTime")}</li>
            </ul>
          </section>
        </div>

        <div className="walk-detail__side">
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
                </dd>
              </div>
            </dl>
            {walk.status === "CANCELLED" ? <CancelledNotice walk={walk} /> : <SpotsBadge availableSpots={walk.availableSpots} />}
            <BookButton walk={walk} large />
          </section>

          <section className="info-box" aria-labelledby="walk-booking-info">
            <h2 id="walk-booking-info">{tWalk("bookingInfo")}</h2>
            <ul className="checklist">
              <li>{tWalk("mail")}</li>
              <li>
                {free
                  ? tWalk("free")
                  : tWalk("pay")}
              </li>
              <li>{tWalk("cancel", { days: days(walk.cancelMinDays) })}</li>
            </ul>
          </section>

          <section className="info-box info-box--contact" aria-labelledby="walk-questions">
            <h2 id="walk-questions">{tWalk("questions")}</h2>
            <p>{tWalk("call")}</p>
            <a className="phone-link" href={CONTACT_PHONE_HREF}>
              <PhoneIcon /> {CONTACT_PHONE}
            </a>
          </section>
        </div>
      </div>
    </div>
  );
}
