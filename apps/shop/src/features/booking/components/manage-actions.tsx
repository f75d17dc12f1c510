import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { SelectField } from "../../../shared/components/fields";
import { tBooking } from "../../../shared/i18n/booking";
import { manageCalendarUrl, type useManageBooking } from "../api/manage-booking";
import type { Booking } from "../types";
import { persons } from "../utils/format";
import { TOO_LATE_TEXT } from "./manage-texts";

interface ManageActionsProps {
  token: string;
  booking: Booking;
  actions: ReturnType<typeof useManageBooking>;
  onReduce: (qty: number) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** ManageActions is what the holder of a booking's link can do with it: fewer persons, the calendar, the mail again, cancel. */
export function ManageActions({ token, booking, actions, onReduce, onResend, onCancel }: ManageActionsProps) {
  const [qty, setQty] = useState(String(Math.max(1, booking.qty - 1)));
  const paid = booking.status === "PAID";
  const canReduce = paid && booking.canCancel && booking.qty > 1;

  function submitReduce(event: FormEvent) {
    event.preventDefault();
    onReduce(Number(qty));
  }

  return (
    <section className="booking-panel" aria-labelledby="manage-actions-title">
      <h2 id="manage-actions-title">{tBooking("manage.actions")}</h2>
      {!booking.canCancel && <p>{TOO_LATE_TEXT}</p>}
      {canReduce && (
        <form className="manage-reduce" onSubmit={submitReduce} noValidate>
          <SelectField
            name="qty"
            label={tBooking("manage.fewer")}
            required
            hint={tBooking("manage.fewerHint")}
            value={qty}
            onChange={setQty}
            options={Array.from({ length: booking.qty - 1 }, (_, i) => ({ value: String(i + 1), label: persons(i + 1) }))}
          />
          <button type="submit" className="btn btn--secondary" disabled={actions.reduce.isPending}>
            {actions.reduce.isPending ? tBooking("manage.reducing") : tBooking("manage.reduce")}
          </button>
        </form>
      )}
      {(booking.status === "PENDING" || booking.status === "FAILED") && (
        <p>
          {tBooking("manage.unpaid", {
            link: <Link to={`/booking/complete/${booking.id}`}>{tBooking("manage.toPayment")}</Link>,
          })}
        </p>
      )}
      <div className="booking-actions">
        <a className="btn btn--secondary" href={manageCalendarUrl(token)} download={tBooking("manage.calendarFile")}>
          {tBooking("manage.calendar")}
        </a>
        {paid && (
          <button type="button" className="btn btn--secondary" onClick={onResend} disabled={actions.resend.isPending}>
            {actions.resend.isPending ? tBooking("manage.resending") : tBooking("manage.resend")}
          </button>
        )}
        {booking.canCancel && (
          <button type="button" className="btn btn--danger" onClick={onCancel}>
            {tBooking("manage.cancel")}
          </button>
        )}
      </div>
    </section>
  );
}
