import { formatEuro } from "@wandelwijs/format/money";
import { tBooking } from "../../../shared/i18n/booking";
import type { PriceSummary } from "../utils/price";
import { persons } from "../utils/format";

interface PriceSectionProps {
  ids: string;
  qty: number;
  priceCents: number;
  summary: PriceSummary;
  /** discounted: a valid voucher pays part or all of it. */
  discounted: boolean;
}

/** PriceSection sums the booking up: subtotal, what the voucher pays and the total. */
export function PriceSection({ ids, qty, priceCents, summary, discounted }: PriceSectionProps) {
  return (
    <section className="booking-step" aria-labelledby={`${ids}-price`}>
      <h2 id={`${ids}-price`}>{tBooking("price.heading")}</h2>
      <dl className="price-summary">
        <div>
          <dt>{tBooking("price.subtotal", { persons: persons(qty), price: formatEuro(priceCents) })}</dt>
          <dd>{formatEuro(summary.subtotalCents)}</dd>
        </div>
        {discounted && (
          <div className="price-summary__discount">
            <dt>{tBooking("price.discount")}</dt>
            <dd>{tBooking("price.minus", { amount: formatEuro(summary.discountCents) })}</dd>
          </div>
        )}
        <div className="price-summary__total" aria-live="polite" aria-atomic="true">
          <dt>{tBooking("price.total")}</dt>
          <dd>{formatEuro(summary.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
