import { useQuery } from "@tanstack/react-query";
import { formatLongDate, formatTimeRange } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { Hills } from "../../../shared/components/art";
import { ConfirmDialog } from "../../../shared/components/confirm-dialog";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { Modal, useModal } from "../../../shared/components/modal";
import { useCurrentUser } from "../../../shared/api/get-me";
import { useCancelBooking } from "../api/cancel-booking";
import { myBookingsQueryOptions } from "../api/get-my-bookings";
import type { Booking } from "../types";
import { badgeLabel, bookingNumber, isCancelled } from "../utils/status";
import { CancelQuestion, persons } from "./booking-details";
import "./booking.css";
import { days, RULES } from "../../../shared/config/rules";

/** The texts of spec 1 §2 (My walks) and §8. */
export const LOAD_FAILED = "Er is een fout opgetreden bij het laden van je boekingen.";
export const TOO_LATE_TO_CANCEL = `Je kan deze niet meer annuleren (min. ${days(RULES.booking.cancelMinDays)} van te voren)`;
export const CANCELLED_TITLE = "Boeking geannuleerd";
export const CANCELLED_MESSAGE = "Je boeking is succesvol geannuleerd. De admin is geïnformeerd.";
export const CANCEL_FAILED_TITLE = "Fout bij annuleren";
export const CANCEL_FAILED_MESSAGE = "Er is een fout opgetreden bij het annuleren van de boeking. Probeer het opnieuw.";

/** MyBookings is /mijn-wandelingen: the signed-in user's bookings; a visitor goes to /login. */
export function MyBookings() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Loading label="Boekingen laden…" />;
  if (!user) return <Navigate to="/login" replace />;
  return <BookingList />;
}

function BookingList() {
  const bookings = useQuery(myBookingsQueryOptions());
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const result = useModal();
  const heading = useRef<HTMLHeadingElement>(null);

  function confirmCancel() {
    if (!toCancel) return;
    cancel.mutate(toCancel.id, {
      // One update closes the question and opens the answer, so focus moves straight from one to the other.
      onSettled: (_data, error) => {
        setToCancel(null);
        result.show(
          error
            ? { title: CANCEL_FAILED_TITLE, message: CANCEL_FAILED_MESSAGE, type: "error" }
            : { title: CANCELLED_TITLE, message: CANCELLED_MESSAGE, type: "success" },
        );
      },
    });
  }

  let content;
  if (bookings.isPending) {
    content = <Loading label="Boekingen laden…" />;
  } else if (bookings.isError && !bookings.data) {
    content = (
      <MessagePanel
        title="Er ging iets mis"
        headingLevel={2}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void bookings.refetch()}>
            Opnieuw proberen
          </button>
        }
      >
        <p>{LOAD_FAILED}</p>
      </MessagePanel>
    );
  } else if (bookings.data.length === 0) {
    content = (
      <MessagePanel
        title="Nog geen boekingen"
        headingLevel={2}
        actions={
          <Link className="btn btn--primary" to="/">
            Bekijk de wandelingen
          </Link>
        }
      >
        <p>Je hebt nog geen wandeling geboekt. Kies er een uit ons aanbod; we lopen graag met je mee.</p>
      </MessagePanel>
    );
  } else {
    content = (
      <ul className="my-bookings">
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            <BookingItem booking={booking} onCancel={() => setToCancel(booking)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="booking-hero">
        <div className="container booking-hero__inner">
          <p className="eyebrow">Je account</p>
          <h1 ref={heading} tabIndex={-1}>
            Mijn wandelingen
          </h1>
          <p className="lead">Al je boekingen op een rij. Annuleren kan tot {days(RULES.booking.cancelMinDays)} voor aanvang.</p>
        </div>
        <Hills className="booking-hero__hills" />
      </div>
      <div className="container my-bookings-page">{content}</div>

      <ConfirmDialog
        open={toCancel !== null}
        title="Boeking annuleren"
        message={
toCancel && <CancelQuestion booking={toCancel} />
        }
        confirmLabel="Ja, annuleren"
        cancelLabel="Nee, behouden"
        busyLabel="Annuleren..."
        busy={cancel.isPending}
        type="error"
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      />
      <Modal
        {...result.props}
        onClose={() => {
          result.close();
          // The cancel button is gone once the booking shows as cancelled: start again at the heading.
          heading.current?.focus();
        }}
      />
    </>
  );
}

function badgeTone(booking: Booking): string {
  if (booking.status === "PAID") return "status-badge status-badge--paid";
  if (isCancelled(booking.status)) return "status-badge status-badge--cancelled";
  if (booking.status === "FAILED") return "status-badge status-badge--failed";
  return "status-badge";
}

function BookingItem({ booking, onCancel }: { booking: Booking; onCancel: () => void }) {
  const cancelled = isCancelled(booking.status);
  const titleId = `booking-${booking.id}`;
  return (
    <article className={cancelled ? "booking-item booking-item--cancelled" : "booking-item"} aria-labelledby={titleId}>
      <div className="booking-item__head">
        <h2 id={titleId}>{booking.walk.title}</h2>
        <span className={badgeTone(booking)}>{badgeLabel(booking.status)}</span>
      </div>
      <dl className="booking-item__facts">
        <div>
          <dt>Datum</dt>
          <dd>
            {formatLongDate(booking.walk.dateStart)}, {formatTimeRange(booking.walk.dateStart, booking.walk.dateEnd)}
          </dd>
        </div>
        <div>
          <dt>Locatie</dt>
          <dd>
            {booking.walk.address}, {booking.walk.city}
          </dd>
        </div>
        <div>
          <dt>Personen</dt>
          <dd>{persons(booking.qty)}</dd>
        </div>
        <div>
          <dt>Totaal</dt>
          <dd>{formatEuro(booking.totalCents)}</dd>
        </div>
        <div>
          <dt>Boekingsnummer</dt>
          <dd>{bookingNumber(booking.id)}</dd>
        </div>
      </dl>
      {booking.voucherUsedCents > 0 && (
        <p className="voucher-note">Cadeaubon gebruikt: {formatEuro(booking.voucherUsedCents)} korting</p>
      )}
      {!cancelled && (
        <div className="booking-item__foot">
          <Link to={`/booking/complete/${booking.id}`}>
            Details bekijken <span className="sr-only">van {booking.walk.title}</span>
          </Link>
          {booking.canCancel ? (
            <button type="button" className="btn btn--secondary" onClick={onCancel}>
              Annuleren <span className="sr-only">van {booking.walk.title}</span>
            </button>
          ) : (
            <p className="muted">{TOO_LATE_TO_CANCEL}</p>
          )}
        </div>
      )}
    </article>
  );
}
