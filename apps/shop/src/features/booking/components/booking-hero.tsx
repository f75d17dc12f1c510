import { formatDuration, formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import type { WalkDetail } from "../../../shared/api/get-walk";
import { Hills } from "../../../shared/components/art";
import { BackLink } from "../../../shared/components/back-link";
import { Fact, priceLabel } from "../../../shared/components/fact";
import { CalendarIcon, ClockIcon, PinIcon, TagIcon } from "../../../shared/components/icons";
import { slot, SlotIf } from "../../../shared/components/slot";
import { tBooking } from "../../../shared/i18n/booking";

/** BookingHero heads the booking page: the way back to the walk, its title and its facts, slots of the BFF's walk in a first screen. */
export function BookingHero({ walk }: { walk: WalkDetail }) {
  return (
    <div className="booking-hero">
      <div className="container booking-hero__inner">
        <BackLink className="back-link" to={`/wandelingen/${walk.slug}`} label={tBooking("hero.back")} />
        <p className="eyebrow">{tBooking("hero.eyebrow")}</p>
        <h1>{slot("Title", walk.title)}</h1>
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
        {slot("Date", formatLongDate(walk.dateStart))}
      </Fact>
      <Fact icon={<ClockIcon />} label={tBooking("hero.time")}>
        {slot("Time", formatTimeRange(walk.dateStart, walk.dateEnd))} ({slot("Duration", formatDuration(walk.dateStart, walk.dateEnd))})
      </Fact>
      <Fact icon={<PinIcon />} label={tBooking("hero.place")}>
        {slot("Address", walk.address)}, {slot("City", walk.city)}
      </Fact>
      <Fact icon={<TagIcon />} label={tBooking("hero.price")}>
        <SlotIf field="Price" when={walk.priceCents > 0} otherwise={tBooking("hero.free")}>
          {tBooking("hero.perPerson", { price: slot("Price", priceLabel(walk.priceCents)) })}
        </SlotIf>
      </Fact>
    </ul>
  );
}
