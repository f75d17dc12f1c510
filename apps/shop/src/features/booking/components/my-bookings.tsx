import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { useCurrentUser } from "../../../shared/api/get-me";
import { Hills } from "../../../shared/components/art";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { Modal, useModal } from "../../../shared/components/modal";
import { days, RULES } from "../../../shared/config/rules";
import { tBooking } from "../../../shared/i18n/booking";
import { useCancelBooking } from "../api/cancel-booking";
import { myBookingsQueryOptions } from "../api/get-my-bookings";
import type { Booking } from "../types";
import { CancelDialog } from "./booking-details";
import { BookingItem } from "./booking-item";
import "./booking.css";

/** MyBookings is /mijn-wandelingen: the signed-in user's bookings; a visitor goes to /login. */
export function MyBookings() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Loading label={tBooking("mine.loading")} />;
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
            ? { title: tBooking("mine.cancelFailedTitle"), message: tBooking("mine.cancelFailedMessage"), type: "error" }
            : { title: tBooking("mine.cancelledTitle"), message: tBooking("mine.cancelledMessage"), type: "success" },
        );
      },
    });
  }

  let content;
  if (bookings.isPending) {
    content = <Loading label={tBooking("mine.loading")} />;
  } else if (bookings.isError && !bookings.data) {
    content = (
      <MessagePanel
        title={tBooking("mine.failed")}
        headingLevel={2}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => void bookings.refetch()}>
            {tBooking("mine.retry")}
          </button>
        }
      >
        <p>{tBooking("mine.loadFailed")}</p>
      </MessagePanel>
    );
  } else if (bookings.data.length === 0) {
    content = (
      <MessagePanel
        title={tBooking("mine.none")}
        headingLevel={2}
        actions={
          <Link className="btn btn--primary" to="/">
            {tBooking("mine.walks")}
          </Link>
        }
      >
        <p>{tBooking("mine.noneText")}</p>
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
          <p className="eyebrow">{tBooking("mine.eyebrow")}</p>
          <h1 ref={heading} tabIndex={-1}>
            {tBooking("mine.heading")}
          </h1>
          <p className="lead">{tBooking("mine.lead", { days: days(RULES.booking.cancelMinDays) })}</p>
        </div>
        <Hills className="booking-hero__hills" />
      </div>
      <div className="container my-bookings-page">{content}</div>

      <CancelDialog
        open={toCancel !== null}
        booking={toCancel}
        busy={cancel.isPending}
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
