import { useQuery } from "@tanstack/react-query";
import { formatLongDate } from "@wandelwijs/format/date";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { SelectField } from "../../../shared/components/fields";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { serverMessage } from "../../../shared/lib/api-errors";
import { days, RULES } from "../../../shared/config/rules";
import { manageBookingQueryOptions, manageCalendarUrl, useManageBooking } from "../api/manage-booking";
import type { Booking } from "../types";
import { isCancelled } from "../utils/status";
import { BookingFacts, CancelQuestion, persons } from "./booking-details";
import "../../../shared/styles/forms.css";
import "./booking.css";

/** The texts of the manage page. */
export const NOT_FOUND_TEXT = "Deze link hoort niet bij een boeking. Controleer de link in je e-mail.";
export const TOO_LATE_TEXT = `Annuleren of minder personen kan tot ${days(RULES.booking.cancelMinDays)} voor aanvang; voor deze boeking kan dat niet meer.`;

type Notice = { tone: "success" | "error"; text: string } | null;

/**
 * ManageBooking is /boeking/{token}, the link in every mail about a booking: the booking
 * as its own page shows it, and without an account its holder cancels it, lowers the
 * number of persons, downloads the walk for a calendar or has the confirmation sent again.
 */
export function ManageBooking({ token }: { token: string }) {
  const { data: booking, isError } = useQuery(manageBookingQueryOptions(token));
  useDocumentTitle(booking ? `Je boeking: ${booking.walk.title}` : isError ? "Boeking niet gevonden" : "Je boeking");

  if (!booking && isError) {
    return (
      <div className="container">
        <MessagePanel
          title="Boeking niet gevonden"
          actions={
            <Link className="btn btn--primary" to="/">
              Naar de wandelingen
            </Link>
          }
        >
          <p>{NOT_FOUND_TEXT}</p>
        </MessagePanel>
      </div>
    );
  }
  if (!booking) return <Loading label="Boeking laden…" />;
  return <ManageBookingView token={token} booking={booking} />;
}

function ManageBookingView({ token, booking }: { token: string; booking: Booking }) {
  const { cancel, reduce, resend } = useManageBooking(token);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const [qty, setQty] = useState(String(Math.max(1, booking.qty - 1)));
  const cancelled = isCancelled(booking.status);
  const paid = booking.status === "PAID";
  const canReduce = paid && booking.canCancel && booking.qty > 1;

  function confirmCancel() {
    cancel.mutate(undefined, {
      onSettled: (_data, error) => {
        setConfirming(false);
        setNotice(
          error
            ? { tone: "error", text: serverMessage(error, "Annuleren is niet gelukt. Probeer het opnieuw.") }
            : { tone: "success", text: "Je boeking is geannuleerd. Je krijgt een bevestiging per e-mail." },
        );
      },
    });
  }

  function submitReduce(event: FormEvent) {
    event.preventDefault();
    reduce.mutate(Number(qty), {
      onSuccess: (b) =>
        setNotice({ tone: "success", text: `Je boeking is gewijzigd naar ${persons(b.qty)}. Je krijgt een bevestiging per e-mail.` }),
      onError: (error) => setNotice({ tone: "error", text: serverMessage(error, "Wijzigen is niet gelukt. Probeer het opnieuw.") }),
    });
  }

  function sendAgain() {
    resend.mutate(undefined, {
      onSuccess: (out) => setNotice({ tone: "success", text: out.message }),
      onError: (error) => setNotice({ tone: "error", text: serverMessage(error, "Versturen is niet gelukt. Probeer het opnieuw.") }),
    });
  }

  return (
    <div className="container">
      <div className="result-page">
        <section className="result-head result-head--info" aria-labelledby="manage-title">
          <h1 id="manage-title">Je boeking</h1>
          <p>
            {booking.walk.title} op {formatLongDate(booking.walk.dateStart)}
          </p>
        </section>
        {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}

        <section className="booking-panel" aria-labelledby="manage-details-title">
          <h2 id="manage-details-title">Gegevens van je boeking</h2>
          <BookingFacts booking={booking} />
        </section>

        {!cancelled && (
          <section className="booking-panel" aria-labelledby="manage-actions-title">
            <h2 id="manage-actions-title">Wat wil je doen?</h2>
            {!booking.canCancel && <p>{TOO_LATE_TEXT}</p>}
            {canReduce && (
              <form className="manage-reduce" onSubmit={submitReduce} noValidate>
                <SelectField
                  name="qty"
                  label="Minder personen"
                  required
                  hint="Het verschil krijg je terug: op je rekening, of op je cadeaubon voor het deel dat je daarmee betaalde."
                  value={qty}
                  onChange={setQty}
                  options={Array.from({ length: booking.qty - 1 }, (_, i) => ({ value: String(i + 1), label: persons(i + 1) }))}
                />
                <button type="submit" className="btn btn--secondary" disabled={reduce.isPending}>
                  {reduce.isPending ? "Wijzigen…" : "Aantal wijzigen"}
                </button>
              </form>
            )}
            {(booking.status === "PENDING" || booking.status === "FAILED") && (
              <p>
                Deze boeking is nog niet betaald. <Link to={`/booking/complete/${booking.id}`}>Ga naar de betaling</Link>.
              </p>
            )}
            <div className="booking-actions">
              <a className="btn btn--secondary" href={manageCalendarUrl(token)} download="wandeling.ics">
                Zet in je agenda (.ics)
              </a>
              {paid && (
                <button type="button" className="btn btn--secondary" onClick={sendAgain} disabled={resend.isPending}>
                  {resend.isPending ? "Versturen…" : "Bevestiging opnieuw sturen"}
                </button>
              )}
              {booking.canCancel && (
                <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
                  Boeking annuleren
                </button>
              )}
            </div>
          </section>
        )}

        <nav className="booking-actions" aria-label="Verder">
          <Link className="btn btn--secondary" to="/">
            Meer wandelingen bekijken
          </Link>
        </nav>
      </div>

      <ConfirmDialog
        open={confirming}
        title="Boeking annuleren"
        message={
          <CancelQuestion booking={booking} />
        }
        confirmLabel="Ja, annuleren"
        cancelLabel="Nee, behouden"
        busyLabel="Annuleren..."
        busy={cancel.isPending}
        type="error"
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
