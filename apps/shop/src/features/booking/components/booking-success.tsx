import { useQuery } from "@tanstack/react-query";
import { formatEuro } from "@wandelwijs/format/money";
import { useState } from "react";
import { Link } from "react-router";
import { Detail } from "../../../shared/components/detail";
import { LeafIcon } from "../../../shared/components/icons";
import { MessagePanel } from "../../../shared/components/message-panel";
import {
  CHECKING,
  PaymentResultHead,
  PaymentResultLive,
  PROCESSING_TITLE,
  type PaymentResultLook,
} from "../../../shared/components/payment-result";
import { showToast } from "../../../shared/components/toast";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import type { PaymentOutcome } from "../../../shared/hooks/use-payment-follow";
import { serverMessage } from "../../../shared/lib/api-errors";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { retryBookingPaymentUrl } from "../api/payments";
import { developmentQueryOptions, devMarkPaid, devTriggerWebhook } from "../api/dev-payments";
import { usePaymentResult } from "../hooks/use-payment-result";
import { STATUS_POLL_TIMEOUT_MESSAGE } from "../hooks/use-payment-status-poll";
import type { Booking } from "../types";
import { bookingStatusLabel, isCancelled, paymentMethodLabel, paymentStatusLabel } from "../utils/status";
import { persons, whenText } from "./booking-details";
import "./booking.css";

const TITLES: Record<PaymentOutcome, string> = {
  paid: "Betaling succesvol!",
  failed: "Betaling niet gelukt",
  processing: PROCESSING_TITLE,
};

const LOOK: PaymentResultLook = { head: "result-head", actions: "booking-actions", titleId: "payment-title", icon: <LeafIcon /> };

/**
 * BookingSuccess is /booking-success?bookingId=…, where the payment provider sends the
 * customer back: it follows the payment until it is paid or failed (spec 1 §2, Payment
 * result for a booking; §4, Payment state as seen by result pages).
 */
export function BookingSuccess({ bookingId }: { bookingId: string | null }) {
  if (!bookingId) return <NoBooking />;
  return <PaymentResult bookingId={bookingId} />;
}

function NoBooking() {
  useDocumentTitle("Geen boekingsgegevens gevonden");
  return (
    <div className="container">
      <MessagePanel
        title="Geen boekingsgegevens gevonden"
        actions={
          <Link className="btn btn--primary" to="/">
            Terug naar de wandelingen
          </Link>
        }
      >
        <p>In deze link staat geen boeking. Gebruik de link uit je bevestigingsmail, of kies opnieuw een wandeling.</p>
      </MessagePanel>
    </div>
  );
}

function PaymentResult({ bookingId }: { bookingId: string }) {
  const result = usePaymentResult(bookingId);
  const { booking, outcome } = result;
  useDocumentTitle(
    result.isError ? "Boeking niet gevonden" : booking ? TITLES[outcome] : CHECKING,
  );

  return (
    <div className="container">
      <div className="result-page">
        <PaymentResultLive
          isError={result.isError}
          loaded={booking !== undefined}
          notFound={
            <section className="result-head result-head--error" aria-labelledby="payment-title">
              <h1 id="payment-title">Boeking niet gevonden</h1>
              <p>We konden deze boeking niet vinden. Controleer de link, of neem contact met ons op.</p>
              <div className="booking-actions">
                <Link className="btn btn--primary" to="/">
                  Naar de wandelingen
                </Link>
              </div>
            </section>
          }
        >
          {booking && <ResultHead booking={booking} outcome={outcome} result={result} />}
        </PaymentResultLive>

        {booking && outcome === "paid" && !isCancelled(booking.status) && (
          <section className="info-box" aria-labelledby="next-steps">
            <h2 id="next-steps">Volgende stappen</h2>
            <ul className="checklist">
              <li>Kom 10 minuten eerder, dan vertrekken we samen op tijd.</li>
              <li>Trek stevige wandelschoenen aan; we lopen ook over onverharde paden.</li>
              <li>De wandeling gaat door bij slecht weer, tenzij anders vermeld. Kleed je op het weer.</li>
            </ul>
          </section>
        )}

        {booking && outcome === "failed" && (
          <section className="info-box" aria-labelledby="what-now">
            <h2 id="what-now">Wat nu?</h2>
            <ul className="checklist">
              <li>Probeer het opnieuw; je kunt dezelfde of een andere betaalmethode kiezen.</li>
              <li>Controleer of er genoeg saldo is en of je bank de betaling niet heeft tegengehouden.</li>
              <li>
                Lukt het nog steeds niet? Bel ons op <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a>, dan helpen we je
                verder.
              </li>
            </ul>
          </section>
        )}

        {booking && (
          <>
            <section className="booking-panel" aria-labelledby="payment-details">
              <h2 id="payment-details">Boekingsgegevens</h2>
              <dl className="booking-details">
                <Detail label="Wandeling">{booking.walk.title}</Detail>
                <Detail label="Datum en tijd">{whenText(booking.walk)}</Detail>
                <Detail label="Locatie">
                  {booking.walk.address}, {booking.walk.city}
                </Detail>
                <Detail label="Aantal personen">{persons(booking.qty)}</Detail>
                <Detail label="Totaalprijs">{formatEuro(booking.totalCents)}</Detail>
              </dl>
            </section>
            <section className="booking-panel" aria-labelledby="payment-status">
              <h2 id="payment-status">Status</h2>
              <dl className="booking-details">
                <Detail label="Betaalstatus">{paymentStatusLabel(outcome)}</Detail>
                <Detail label="Boekingsstatus">{bookingStatusLabel(booking.status)}</Detail>
                {booking.paymentMethod && <Detail label="Betaalmethode">{paymentMethodLabel(booking.paymentMethod)}</Detail>}
              </dl>
            </section>
          </>
        )}
      </div>
    </div>
  );
}

type Result = ReturnType<typeof usePaymentResult>;

function ResultHead({ booking, outcome, result }: { booking: Booking; outcome: PaymentOutcome; result: Result }) {
  return (
    <PaymentResultHead
      look={LOOK}
      outcome={outcome}
      title={TITLES[outcome]}
      canRefreshManually={result.canRefreshManually}
      refresh={result.refresh}
      warning={
        result.pollError && (
          <p className="booking-warning">
            We krijgen de betaalstatus niet binnen (<span lang="en">{STATUS_POLL_TIMEOUT_MESSAGE}</span>). Vernieuw de
            pagina later nog eens, of bel ons op <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a>.
          </p>
        )
      }
      payNow={
        result.paymentOpen && (
          <>
            <p>Je betaling staat nog open. Rond hem af om je plek te behouden.</p>
            <div className="booking-actions">
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => browserNavigation.assign(retryBookingPaymentUrl(booking.id))}
              >
                Nu betalen
              </button>
            </div>
          </>
        )
      }
      extra={<DevTools booking={booking} onDone={result.refresh} />}
    >
      {outcome === "paid" ? (
        <>
          {isCancelled(booking.status) ? (
            <p>
              Deze boeking is inmiddels geannuleerd. Wat je betaalde, krijg je terug zoals in de mail over de annulering
              staat.
            </p>
          ) : (
            <p>Je boeking is bevestigd. Je ontvangt een bevestigingsmail met alle details van de wandeling.</p>
          )}
          <div className="booking-actions">
            <Link className="btn btn--primary" to={`/booking/complete/${booking.id}`}>
              Je boeking bekijken
            </Link>
            <Link className="btn btn--secondary" to="/">
              Meer wandelingen bekijken
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>Je betaling is niet gelukt of afgebroken. Je boeking is daarom niet bevestigd.</p>
          <div className="booking-actions">
            <Link className="btn btn--primary" to={`/boeken/${booking.walk.slug}`}>
              Opnieuw proberen
            </Link>
          </div>
        </>
      )}
    </PaymentResultHead>
  );
}

/** DevTools are the development-only shortcuts: send a test webhook, or mark the booking paid. */
function DevTools({ booking, onDone }: { booking: Booking; onDone: () => void }) {
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
      showToast({ kind: "error", message: serverMessage(err, "Dat lukte niet. Probeer het opnieuw.") });
    } finally {
      setBusy(false);
    }
  }

  const paymentId = booking.molliePaymentId;
  return (
    <div className="dev-tools">
      <h2>Ontwikkelomgeving</h2>
      <p className="muted">Deze knoppen bestaan alleen in development.</p>
      <div className="booking-actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy || !paymentId}
          onClick={() => paymentId && void run(() => devTriggerWebhook(paymentId), "Test-webhook verstuurd.")}
        >
          Test webhook versturen
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          onClick={() => void run(() => devMarkPaid(booking.id), "Boeking gemarkeerd als betaald.")}
        >
          Markeer als betaald
        </button>
      </div>
    </div>
  );
}
