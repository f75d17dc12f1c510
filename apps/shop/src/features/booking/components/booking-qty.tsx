import { Link } from "react-router";
import type { WalkDetail } from "../../../shared/api/get-walk";
import { tBooking } from "../../../shared/i18n/booking";
import { maxQty } from "../utils/price";
import { persons } from "../utils/format";

interface QtySectionProps {
  ids: string;
  walk: WalkDetail;
  /** spots are the places free for this form, an offer's held places included. */
  spots: number;
  qty: number;
  disabled: boolean;
  error?: string;
  onChange: (qty: number) => void;
}

/** QtySection is the form's first step: how many persons, or why the walk cannot be booked. */
export function QtySection({ ids, walk, spots, qty, disabled, error, onChange }: QtySectionProps) {
  const noSpots = maxQty(spots) === 0;
  const qtyId = `${ids}-qty`;
  const errorId = `${ids}-qty-error`;
  const otherWalks = <Link to="/">{tBooking("qty.otherWalks")}</Link>;
  return (
    <section className="booking-step" aria-labelledby={`${ids}-persons`}>
      <h2 id={`${ids}-persons`}>{tBooking("qty.heading")}</h2>
      {walk.status === "CANCELLED" ? (
        <p className="full-message" role="status">
          {walk.cancelReason
            ? tBooking("qty.cancelledBecause", { reason: walk.cancelReason, link: otherWalks })
            : tBooking("qty.cancelled", { link: otherWalks })}
        </p>
      ) : (
        <p className="spots">{tBooking("qty.spots", { count: spots })}</p>
      )}
      <div className="field field--qty">
        <label className="field__label" htmlFor={qtyId}>
          {tBooking("qty.label")}
        </label>
        <select
          id={qtyId}
          name="qty"
          className="field__input field__input--select"
          value={noSpots ? 1 : qty}
          disabled={noSpots || disabled}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {noSpots ? (
            <option value={1}>{persons(1)}</option>
          ) : (
            Array.from({ length: maxQty(spots) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {persons(n)}
              </option>
            ))
          )}
        </select>
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
