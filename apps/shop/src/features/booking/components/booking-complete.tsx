import { useQuery } from "@tanstack/react-query";
import { formatEuro } from "@wandelwijs/format/money";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { LeafIcon } from "../../../shared/components/icons";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { bookingQueryOptions } from "../api/get-booking";
import { retryBookingPaymentUrl } from "../api/payments";
import type { Booking } from "../types";
import { isCancelled } from "../utils/status";
import { BookingFacts, participant } from "./booking-details";
import "../../../shared/styles/forms.css";
import "./booking.css";
import { hours, RULES } from "../../../shared/config/rules";

/** BookingResult is which headline the booking result shows (spec 1 §2, §4). */
export type BookingResult = "cancelled" | "free" | "paid" | "failed" | "payment-required";

/** bookingResult: cancelled, a confirmed free booking (total 0), paid, failed, or payment still required. */
export function bookingResult(booking: Pick<Booking, "status" | "totalCents">): BookingResult {
  if (isCancelled(booking.status)) return "cancelled";
  if (booking.totalCents === 0) return "free";
  if (booking.status === "PAID") return "paid";
  if (booking.status === "FAILED") return "failed";
  return "payment-required";
}

/** paidWithVoucher: a booking with total 0 because a gift voucher paid for it, not a free walk. */
function paidWithVoucher(booking: Pick<Booking, "totalCents" | "voucherUsedCents">): boolean {
  return booking.totalCents === 0 && booking.voucherUsedCents > 0;
}

/** headline is the result's headline; a booking the gift voucher paid for says so. */
function headline(booking: Booking, result: BookingResult): string {
  return result === "free" && paidWithVoucher(booking) ? "Betaald met je cadeaubon: je boeking is bevestigd!" : HEADLINES[result];
}

const HEADLINES: Record<BookingResult, string> = {
  cancelled: "Boeking geannuleerd",
  free: "Je gratis boeking is bevestigd!",
  paid: "Betaald: je boeking is bevestigd!",
  failed: "Betaling mislukt",
  "payment-required": "Betaling vereist",
};

/** goToRetry sends the browser to the retry address: a new checkout, or back here with ?retry=mislukt. */
function goToRetry(bookingId: string) {
  browserNavigation.assign(retryBookingPaymentUrl(bookingId));
}

/**
 * BookingComplete is /booking/complete/{bookingId}: the booking's state in one headline,
 * its details, and what to do next. retryFailed says the server could not start a new
 * payment (?retry=mislukt).
 */
export function BookingComplete({ bookingId, retryFailed = false }: { bookingId: string; retryFailed?: boolean }) {
  const { data: booking, isError } = useQuery(bookingQueryOptions(bookingId));
  const result = booking ? bookingResult(booking) : undefined;
  useDocumentTitle(booking && result ? headline(booking, result) : isError ? "Boeking niet gevonden" : "Je boeking");

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
          <p>Deze boeking bestaat niet of kon niet worden geladen. Controleer de link in je e-mail.</p>
        </MessagePanel>
      </div>
    );
  }
  if (!booking || !result) return <Loading label="Boeking laden…" />;

  const who = participant(booking);
  return (
    <div className="container">
      <div className="result-page">
        {retryFailed && (
          <Banner tone="error">
            Opnieuw betalen is nu niet mogelijk. De betaaltermijn is mogelijk verlopen of er zijn niet genoeg plaatsen
            meer vrij. Boek de wandeling opnieuw of bel ons op <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a>.
          </Banner>
        )}
        <section className={`result-head result-head--${tone(result)}`} aria-labelledby="booking-result-title">
          <span className="result-head__icon" aria-hidden="true">
            <LeafIcon />
          </span>
          <h1 id="booking-result-title">{headline(booking, result)}</h1>
          <ResultText booking={booking} result={result} email={who.email} />
        </section>

        <section className="booking-panel" aria-labelledby="booking-details-title">
          <h2 id="booking-details-title">Gegevens van je boeking</h2>
          <BookingFacts booking={booking} />
        </section>

        <nav className="booking-actions" aria-label="Verder">
          <Link className="btn btn--secondary" to="/">
            Meer wandelingen bekijken
          </Link>
          {booking.user && (
            <>
              <Link className="btn btn--secondary" to="/mijn-wandelingen">
                Mijn wandelingen
              </Link>
              <Link className="btn btn--secondary" to="/profiel">
                Naar mijn profiel
              </Link>
            </>
          )}
        </nav>
      </div>
    </div>
  );
}

function tone(result: BookingResult): "success" | "error" | "info" {
  if (result === "free" || result === "paid") return "success";
  if (result === "failed") return "error";
  return "info";
}

function ResultText({ booking, result, email }: { booking: Booking; result: BookingResult; email: string }) {
  const mail: ReactNode = email ? (
    <>
      {" "}
      We hebben een bevestigingsmail gestuurd naar <strong>{email}</strong>.
    </>
  ) : null;
  switch (result) {
    case "cancelled":
      return <p>Deze boeking is geannuleerd. Wil je toch mee? Kies dan opnieuw een wandeling.</p>;
    case "free":
      if (paidWithVoucher(booking)) {
        return (
          <p>
            Je cadeaubon heeft deze boeking betaald ({formatEuro(booking.voucherUsedCents)}): je hoeft niets meer bij te betalen.
            {mail}
          </p>
        );
      }
      return <p>Deze wandeling is gratis: je hoeft niets te betalen.{mail}</p>;
    case "paid":
      return <p>Bedankt voor je betaling, we zien je graag bij de wandeling.{mail}</p>;
    case "failed":
      return (
        <>
          <p>Je betaling is niet gelukt, daardoor is je boeking nog niet bevestigd. Probeer het opnieuw.</p>
          <div className="booking-actions">
            <button type="button" className="btn btn--primary" onClick={() => goToRetry(booking.id)}>
              Opnieuw betalen
            </button>
          </div>
        </>
      );
    case "payment-required":
      return (
        <>
          <p>Je boeking is ontvangen, maar nog niet betaald.</p>
          <p className="booking-warning">
            Rond je betaling binnen {hours(RULES.booking.holdHours)} af om je plek te behouden. Daarna vervalt je boeking en komt de plek weer vrij.
          </p>
          <div className="booking-actions">
            <button type="button" className="btn btn--primary" onClick={() => goToRetry(booking.id)}>
              Nu betalen
            </button>
          </div>
        </>
      );
  }
}
