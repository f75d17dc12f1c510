import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { showToast } from "../../../shared/components/toast";
import { tBooking } from "../../../shared/i18n/booking";
import { serverMessage } from "../../../shared/lib/api-errors";
import { developmentQueryOptions, devMarkPaid, devTriggerWebhook } from "../api/dev-payments";
import type { Booking } from "../types";

/** DevTools are the development-only shortcuts: send a test webhook, or mark the booking paid. */
export function DevTools({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { data: development } = useQuery(developmentQueryOptions());
  const [busy, setBusy] = useState(false);
  if (!development) return null;

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    try {
      await action();
      showToast({ kind: "success", message: success });
      onDone();
    } catch (err) {
      showToast({ kind: "error", message: serverMessage(err, tBooking("dev.failed")) });
    } finally {
      setBusy(false);
    }
  }

  const paymentId = booking.molliePaymentId;
  return (
    <div className="dev-tools">
      <h2>{tBooking("dev.heading")}</h2>
      <p className="muted">{tBooking("dev.note")}</p>
      <div className="booking-actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy || !paymentId}
          onClick={() => paymentId && void run(() => devTriggerWebhook(paymentId), tBooking("dev.webhookSent"))}
        >
          {tBooking("dev.webhook")}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          onClick={() => void run(() => devMarkPaid(booking.id), tBooking("dev.markedPaid"))}
        >
          {tBooking("dev.markPaid")}
        </button>
      </div>
    </div>
  );
}
