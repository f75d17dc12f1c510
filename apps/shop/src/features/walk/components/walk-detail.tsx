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

/** WalkDetailView loads one walk by slug and shows it, a loading state, or "Wandeling niet gevonden". */
export function WalkDetailView({ slug }: { slug: string }) {
  const { data, isError } = useQuery(walkQueryOptions(slug));
  useDocumentTitle(data?.title ?? (isError ? "Wandeling niet gevonden" : undefined));

  // A loaded walk stays on screen even if a later background refetch fails.
  if (data) return <WalkDetailContent walk={data} />;
  if (isError) {
    // The spec shows the same message for a missing walk and for any other load error.
    return (
      <div className="container">
        <MessagePanel
          title="Wandeling niet gevonden"
          actions={
            <Link className="btn btn--primary" to="/">
              Terug naar alle wandelingen
            </Link>
          }
        >
          <p>Deze wandeling bestaat niet (meer) of kon niet worden geladen.</p>
        </MessagePanel>
      </div>
    );
  }
  return <Loading label="Wandeling laden…" />;
}

/** paragraphs splits a description into paragraphs, one per non-empty line. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function days(n: number): string {
  return n === 1 ? "1 dag" : `${n} dagen`;
}

function WalkDetailContent({ walk }: { walk: WalkDetail }) {
  const free = walk.priceCents === 0;
  return (
    <div className="walk-detail">
      <div className="walk-hero">
        <div className="container walk-hero__inner">
          <Link className="back-link" to="/">
            ← Alle wandelingen
          </Link>
          <p className="eyebrow">
            {walk.city} · {formatLongDate(walk.dateStart)}
          </p>
          <h1>{walk.title}</h1>
          <p className="lead">{walk.shortDesc}</p>
        </div>
        <Hills className="walk-hero__hills" />
      </div>

      <div className="container walk-detail__grid">
        <div className="walk-detail__main">
          <section aria-labelledby="walk-about">
            <h2 id="walk-about">Over deze wandeling</h2>
            {paragraphs(walk.fullDesc).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </section>

          <section className="info-box" aria-labelledby="walk-practical">
            <h2 id="walk-practical">Praktische informatie</h2>
            <ul className="checklist">
              <li>De wandeling gaat door bij elk weer.</li>
              <li>Je hebt geen filosofische voorkennis nodig.</li>
              <li>Trek comfortabele schoenen aan waarop je goed kunt wandelen.</li>
              <li>Wees op tijd: kom het liefst tien minuten voor aanvang.</li>
            </ul>
          </section>
        </div>

        <div className="walk-detail__side">
          <section className="booking-card" aria-labelledby="walk-booking">
            <h2 id="walk-booking" className="sr-only">
              Boeken
            </h2>
            <p className="booking-card__price">
              <strong>{priceLabel(walk.priceCents)}</strong>
              {!free && <span> per persoon</span>}
            </p>
            <dl className="detail-list">
              <div>
                <dt>
                  <CalendarIcon /> Datum
                </dt>
                <dd>{formatLongDate(walk.dateStart)}</dd>
              </div>
              <div>
                <dt>
                  <ClockIcon /> Tijd
                </dt>
                <dd>
                  {formatTimeRange(walk.dateStart, walk.dateEnd)}
                  <span className="muted"> ({formatDuration(walk.dateStart, walk.dateEnd)})</span>
                </dd>
              </div>
              <div>
                <dt>
                  <PinIcon /> Adres
                </dt>
                <dd>
                  {walk.address}
                  <br />
                  {walk.city}
                </dd>
              </div>
              <div>
                <dt>
                  <PeopleIcon /> Deelnemers
                </dt>
                <dd>
                  {participantsLabel(walk)}
                  <br />
                  {walk.goesAhead ? (
                    <strong className="goes-ahead">Deze wandeling gaat door</strong>
                  ) : (
                    <span className="muted">
                      {walk.minParticipants > 1
                        ? `Gaat door vanaf ${walk.minParticipants} deelnemers`
                        : "Gaat altijd door, ook met één deelnemer"}
                    </span>
                  )}
                </dd>
              </div>
            </dl>
            {walk.status === "CANCELLED" ? <CancelledNotice walk={walk} /> : <SpotsBadge availableSpots={walk.availableSpots} />}
            <BookButton walk={walk} large />
          </section>

          <section className="info-box" aria-labelledby="walk-booking-info">
            <h2 id="walk-booking-info">Boekingsinformatie</h2>
            <ul className="checklist">
              <li>Direct na je boeking ontvang je een bevestigingsmail.</li>
              <li>
                {free
                  ? "Deze wandeling is gratis: je hoeft niets te betalen."
                  : "Je betaalt via een veilige online betaling."}
              </li>
              <li>Kosteloos annuleren kan tot {days(walk.cancelMinDays)} voor aanvang.</li>
            </ul>
          </section>

          <section className="info-box info-box--contact" aria-labelledby="walk-questions">
            <h2 id="walk-questions">Vragen?</h2>
            <p>Bel of app ons gerust, we denken graag met je mee.</p>
            <a className="phone-link" href={CONTACT_PHONE_HREF}>
              <PhoneIcon /> {CONTACT_PHONE}
            </a>
          </section>
        </div>
      </div>
    </div>
  );
}
