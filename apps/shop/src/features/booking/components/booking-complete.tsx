import { useQuery } from "@tanstack/react-query";
import { Banner } from "../../../shared/components/banner";
import { LeafIcon } from "../../../shared/components/icons";
import { LinkButtons } from "../../../shared/components/link-buttons";
import { Loading } from "../../../shared/components/loading";
import { MessageScreen } from "../../../shared/components/message-panel";
import { CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { tBooking } from "../../../shared/i18n/booking";
import { bookingQueryOptions } from "../api/get-booking";
import { BookingFacts } from "./booking-details";
import { participant } from "../utils/format";
import { bookingResult, headline, ResultText, type BookingResult } from "./booking-complete-text";
import "../../../shared/styles/forms.css";
import "./booking.css";
import "../../../shared/styles/result-head.css";

export { bookingResult, type BookingResult };

/**
 * BookingComplete is /booking/complete/{bookingId}: the booking's state in one headline,
 * its details, and what to do next. retryFailed says the server could not start a new
 * payment (?retry=mislukt).
 */
export function BookingComplete({ bookingId, retryFailed = false }: { bookingId: string; retryFailed?: boolean }) {
  const { data: booking, isError } = useQuery(bookingQueryOptions(bookingId));
  const result = booking ? bookingResult(booking) : undefined;
  useDocumentTitle(
    booking && result ? headline(booking, result) : isError ? tBooking("complete.notFound") : tBooking("complete.title"),
  );

  if (!booking && isError) {
    return (
      <MessageScreen title={tBooking("complete.notFound")} link={{ to: "/", label: tBooking("complete.toWalks") }}>
      <p>{tBooking("complete.notFoundText")}</p>
      </MessageScreen>
    );
  }
  if (!booking || !result) return <Loading label={tBooking("complete.loading")} />;

  const who = participant(booking);
  return (
    <div className="container">
      <div className="result-page">
        {retryFailed && (
          <Banner tone="error">
            {tBooking("complete.retryFailed", { phone: <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a> })}
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
          <h2 id="booking-details-title">{tBooking("complete.details")}</h2>
          <BookingFacts booking={booking} />
        </section>

        <nav className="booking-actions" aria-label={tBooking("complete.further")}>
          <LinkButtons
            noMain
            links={[
              { to: "/", label: tBooking("complete.moreWalks") },
              ...(booking.user
                ? [
                    { to: "/mijn-wandelingen", label: tBooking("complete.myWalks") },
                    { to: "/profiel", label: tBooking("complete.profile") },
                  ]
                : []),
            ]}
          />
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
