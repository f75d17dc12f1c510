import { formatEuro } from "@wandelwijs/format/money";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { SelectField } from "../../../shared/components/fields";
import { tBooking } from "../../../shared/i18n/booking";
import { manageCalendarUrl, type useManageBooking } from "../api/manage-booking";
import type { ManagedBooking, Reduction } from "../types";
import { persons } from "../utils/format";
import { TOO_LATE_TEXT } from "./manage-texts";

interface ManageActionsProps {
  token: string;
  booking: ManagedBooking;
  actions: ReturnType<typeof useManageBooking>;
  /** onReduce lowers the party once its holder confirmed; done runs when the call ended. */
  onReduce: (qty: number, done: () => void) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** ManageActions is what the holder of a booking's link can do with it: fewer persons, the calendar, the mail again, cancel. */
export function ManageActions({ token, booking, actions, onReduce, onResend, onCancel }: ManageActionsProps) {
  const [qty, setQty] = useState(String(Math.max(1, booking.qty - 1)));
  const [asking, setAsking] = useState(false);
  const paid = booking.status === "PAID";
  // The server lists the smaller parties the booking may still go down to.
  const canReduce = booking.reductions.length > 0;
  const chosen = booking.reductions.find((r) => r.qty === Number(qty));

  function submitReduce(event: FormEvent) {
    event.preventDefault();
    setAsking(true);
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
            options={booking.reductions.map((r) => ({ value: String(r.qty), label: persons(r.qty) }))}
          />
          <button type="submit" className="btn btn--secondary" disabled={actions.reduce.isPending}>
            {actions.reduce.isPending ? tBooking("manage.reducing") : tBooking("manage.reduce")}
          </button>
        </form>
      )}
      <ConfirmDialog
        open={asking && chosen !== undefined}
        title={tBooking("manage.reduceDialog.title")}
        message={chosen && <ReduceQuestion from={booking.qty} reduction={chosen} />}
        confirmLabel={tBooking("manage.reduceDialog.confirm")}
        cancelLabel={tBooking("manage.reduceDialog.keep")}
        busyLabel={tBooking("manage.reducing")}
        busy={actions.reduce.isPending}
        onConfirm={() => onReduce(Number(qty), () => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
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

/** ReduceQuestion asks to go from one party size to a smaller one, naming what comes back and where. */
function ReduceQuestion({ from, reduction }: { from: number; reduction: Reduction }) {
  const { refundCents, voucherBackCents } = reduction;
  return (
    <>
      <p>{tBooking("manage.reduceDialog.question", { from: persons(from), to: persons(reduction.qty) })}</p>
      {refundCents > 0 && <p>{tBooking("manage.reduceDialog.refund", { amount: <strong>{formatEuro(refundCents)}</strong> })}</p>}
      {voucherBackCents > 0 && <p>{tBooking("manage.reduceDialog.voucherBack", { amount: <strong>{formatEuro(voucherBackCents)}</strong> })}</p>}
      {refundCents === 0 && voucherBackCents === 0 && <p>{tBooking("manage.reduceDialog.nothingBack")}</p>}
    </>
  );
}
