import { formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { Link } from "react-router";
import { days, RULES } from "../../../shared/config/rules";
import { tBooking } from "../../../shared/i18n/booking";
import type { Booking } from "../types";
import { badgeLabel, bookingNumber, isCancelled } from "../utils/status";
import { persons } from "../utils/format";

function badgeTone(booking: Booking): string {
  if (booking.status === "PAID") return "status-badge status-badge--paid";
  if (isCancelled(booking.status)) return "status-badge status-badge--cancelled";
  if (booking.status === "FAILED") return "status-badge status-badge--failed";
  return "status-badge";
}

/** BookingItem is one booking in Mijn wandelingen: its facts, its status and the way to its details or to cancel it. */
export function BookingItem({ booking, onCancel }: { booking: Booking; onCancel: () => void }) {
  const cancelled = isCancelled(booking.status);
  const titleId = `booking-${booking.id}`;
  const of = <span className="sr-only">{tBooking("mine.of", { title: booking.walk.title })}</span>;
  return (
    <article className={cancelled ? "booking-item booking-item--cancelled" : "booking-item"} aria-labelledby={titleId}>
      <div className="booking-item__head">
        <h2 id={titleId}>{booking.walk.title}</h2>
        <span className={badgeTone(booking)}>{badgeLabel(booking.status)}</span>
      </div>
      <dl className="booking-item__facts">
        <div>
          <dt>{tBooking("mine.date")}</dt>
          <dd>
            {formatLongDate(booking.walk.dateStart)}, {formatTimeRange(booking.walk.dateStart, booking.walk.dateEnd)}
          </dd>
        </div>
        <div>
          <dt>{tBooking("mine.place")}</dt>
          <dd>
            {booking.walk.address}, {booking.walk.city}
          </dd>
        </div>
        <div>
          <dt>{tBooking("mine.persons")}</dt>
          <dd>{persons(booking.qty)}</dd>
        </div>
        <div>
          <dt>{tBooking("mine.total")}</dt>
          <dd>{formatEuro(booking.totalCents)}</dd>
        </div>
        <div>
          <dt>{tBooking("mine.number")}</dt>
          <dd>{bookingNumber(booking.id)}</dd>
        </div>
      </dl>
      {booking.voucherUsedCents > 0 && (
        <p className="voucher-note">{tBooking("mine.voucherUsed", { amount: formatEuro(booking.voucherUsedCents) })}</p>
      )}
      {!cancelled && (
        <div className="booking-item__foot">
          <Link to={`/booking/complete/${booking.id}`}>
            {tBooking("mine.details")} {of}
          </Link>
          {booking.canCancel ? (
            <button type="button" className="btn btn--secondary" onClick={onCancel}>
              {tBooking("mine.cancel")} {of}
            </button>
          ) : (
            <p className="muted">{tBooking("mine.tooLate", { days: days(RULES.booking.cancelMinDays) })}</p>
          )}
        </div>
      )}
    </article>
  );
}
