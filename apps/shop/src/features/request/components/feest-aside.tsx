import { formatEuro } from "@wandelwijs/format/money";
import { ContactList } from "../../../shared/components/contact-list";
import { hours, RULES } from "../../../shared/config/rules";
import { tFeest } from "../../../shared/i18n/feest";
import {
  FEEST_BASE_PEOPLE,
  FEEST_BASE_PRICE_CENTS,
  FEEST_DURATION_HOURS,
  FEEST_EXTRA_PERSON_CENTS,
  FEEST_MIN_PEOPLE,
  feestPriceCents,
} from "../constants";

/** FeestAside is the party page's side column: the price, how to reach us and tips. */
export function FeestAside() {
  const exampleGroup = FEEST_BASE_PEOPLE + 4;
  return (
    <aside className="content-side" aria-label={tFeest("asideLabel")}>
      <section className="surface price-card" aria-labelledby="feest-price">
        <h2 id="feest-price">{tFeest("price")}</h2>
        <p className="price-card__amount">{tFeest("inclVat", { price: <strong>{formatEuro(FEEST_BASE_PRICE_CENTS)}</strong> })}</p>
        <p>{tFeest("upTo", { people: FEEST_BASE_PEOPLE })}</p>
        <ul className="checklist">
          <li>{tFeest("extra", { price: formatEuro(FEEST_EXTRA_PERSON_CENTS) })}</li>
          <li>{tFeest("minimum", { people: FEEST_MIN_PEOPLE })}</li>
          <li>{tFeest("fewer", { people: FEEST_BASE_PEOPLE, price: formatEuro(FEEST_BASE_PRICE_CENTS) })}</li>
        </ul>
        <p className="muted price-card__example">
          {tFeest("example", { people: exampleGroup, price: formatEuro(feestPriceCents(exampleGroup)) })}
        </p>
      </section>

      <section className="surface" aria-labelledby="feest-contact">
        <h2 id="feest-contact">{tFeest("contact")}</h2>
        <p>{tFeest("contactText")}</p>
        <ContactList reply={tFeest("reply", { hours: hours(RULES.replies.replyHours) })} />
      </section>

      <section className="surface" aria-labelledby="feest-tips">
        <h2 id="feest-tips">{tFeest("tips")}</h2>
        <ul className="checklist">
          <li>{tFeest("weather")}</li>
          <li>{tFeest("duration", { hours: FEEST_DURATION_HOURS })}</li>
          <li>{tFeest("shoes")}</li>
          <li>{tFeest("cake")}</li>
        </ul>
      </section>
    </aside>
  );
}
