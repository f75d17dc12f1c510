import { formatDuration, formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import type { WalkDetail } from "../../../shared/api/get-walk";
import { Hills } from "../../../shared/components/art";
import { BackLink } from "../../../shared/components/back-link";
import { Fact, priceLabel } from "../../../shared/components/fact";
import { CalendarIcon, ClockIcon, PinIcon, TagIcon } from "../../../shared/components/icons";
import { tBooking } from "../../../shared/i18n/booking";

/** BookingHero heads the booking page: the way back to the walk, its title and its facts. */
export function BookingHero({ walk }: { walk: WalkDetail }) {
  return (
    <div className="booking-hero">
      <div className="container booking-hero__inner">
        <BackLink className="back-link" to={`/wandelingen/${walk.slug}`} label={tBooking("hero.back")} />
        <p className="eyebrow">{tBooking("hero.eyebrow")}</p>
        <h1>{walk.title}</h1>
        <WalkFacts walk={walk} />
      </div>
      <Hills className="booking-hero__hills" />
    </div>
  );
}

/** WalkFacts lists when and where the walk is and what it costs per person. */
export function WalkFacts({ walk }: { walk: WalkDetail }) {
  return (
    <ul className="walk-facts" aria-label={tBooking("hero.facts")}>
      <Fact icon={<CalendarIcon />} label={tBooking("hero.date")}>
        {formatLongDate(walk.dateStart)}
      </Fact>
      <Fact icon={<ClockIcon />} label={tBooking("hero.time")}>
        {formatTimeRange(walk.dateStart, walk.dateEnd)} ({formatDuration(walk.dateStart, walk.dateEnd)})
      </Fact>
      <Fact icon={<PinIcon />} label={tBooking("hero.place")}>
        {walk.address}, {walk.city}
      </Fact>
      <Fact icon={<TagIcon />} label={tBooking("hero.price")}>
        {walk.priceCents === 0 ? tBooking("hero.free") : tBooking("hero.perPerson", { price: priceLabel(walk.priceCents) })}
      </Fact>
    </ul>
  );
}
