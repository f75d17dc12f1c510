import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatLongDate } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { Loading } from "../../../shared/components/loading";
import { MessageScreen } from "../../../shared/components/message-panel";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { RULES } from "../../../shared/config/rules";
import { tBooking } from "../../../shared/i18n/booking";
import { serverMessage } from "../../../shared/lib/api-errors";
import {
  isCheckout,
  manageBookingQueryOptions,
  manageChoiceQueryOptions,
  useCalloffChoice,
  useManageBooking,
} from "../api/manage-booking";
import type { BookingChange, ManagedBooking, ManagedRefund } from "../types";
import { isCancelled } from "../utils/status";
import { BookingFacts, CancelDialog } from "./booking-details";
import { persons } from "../utils/format";
import { ManageActions } from "./manage-actions";
import { ManageInvoices } from "./manage-invoices";
import { ManageAdd } from "./manage-add";
import { ManageMove } from "./manage-move";
import { ManageCalloff } from "./manage-calloff";
import { NOT_FOUND_TEXT, TOO_LATE_TEXT } from "./manage-texts";
import "../../../shared/styles/forms.css";
import "./booking.css";
import "../../../shared/styles/result-head.css";

export { NOT_FOUND_TEXT, TOO_LATE_TEXT };

type Notice = { tone: "success" | "error"; text: string } | null;

/**
 * ManageBooking is /boeking/{token}, the link in every mail about a booking: the booking
 * as its own page shows it, and without an account its holder cancels it, lowers the
 * number of persons, downloads the walk for a calendar or has the confirmation sent again.
 */
export function ManageBooking({ token }: { token: string }) {
  // Back from the checkout of a change (?wijziging={id}): the page asks again until its payment has ended.
  const [search] = useSearchParams();
  const changeId = search.get("wijziging");
  const { data: booking, isError } = useQuery({
    ...manageBookingQueryOptions(token),
    refetchInterval: (query) =>
      changeId && query.state.data?.change?.id === changeId && query.state.data.change.status === "pending" ? 2000 : false,
  });
  useDocumentTitle(
    booking
      ? tBooking("manage.title", { title: booking.walk.title })
      : isError
        ? tBooking("manage.notFound")
        : tBooking("manage.titleLoading"),
  );

  if (!booking && isError) {
    return (
      <MessageScreen title={tBooking("manage.notFound")} link={{ to: "/", label: tBooking("manage.toWalks") }}>
      <p>{NOT_FOUND_TEXT}</p>
      </MessageScreen>
    );
  }
  if (!booking) return <Loading label={tBooking("manage.loading")} />;
  const change = booking.change?.id === changeId ? booking.change : undefined;
  return <ManageBookingView token={token} booking={booking} change={change} />;
}

/** ChangeResult says where the change the customer came back from the checkout for stands. */
function ChangeResult({ change }: { change: BookingChange }) {
  const amount = formatEuro(change.amountCents);
  if (change.status === "pending") {
    return <Banner tone="success">{tBooking("manage.changePending", { amount })}</Banner>;
  }
  if (change.status === "paid") {
    return <Banner tone="success">{tBooking("manage.changePaid", { amount })}</Banner>;
  }
  return <Banner tone="error">{tBooking("manage.changeUnpaid")}</Banner>;
}

function ManageBookingView({ token, booking, change }: { token: string; booking: ManagedBooking; change?: BookingChange }) {
  const actions = useManageBooking(token);
  const { data: choice } = useQuery(manageChoiceQueryOptions(token));
  const queryClient = useQueryClient();
  const changeStatus = change?.status;
  useEffect(() => {
    // Back from paying a dearer date for a called-off walk: the choice is made once that payment is.
    if (changeStatus && changeStatus !== "pending") {
      void queryClient.invalidateQueries({ queryKey: manageChoiceQueryOptions(token).queryKey });
    }
  }, [changeStatus, queryClient, token]);
  const choose = useCalloffChoice(token);
  // An open choice of a called-off walk replaces the usual changes.
  const openChoice = choice != null && choice.choice === null;
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown, fallback: string) => setNotice({ tone: "error", text: serverMessage(error, fallback) });

  function confirmCancel() {
    actions.cancel.mutate(undefined, {
      onSettled: (_data, error) => {
        setConfirming(false);
        if (error) failed(error, tBooking("manage.cancelFailed"));
        else setNotice({ tone: "success", text: tBooking("manage.cancelled") });
      },
    });
  }

  function reduce(qty: number, done: () => void) {
    actions.reduce.mutate(qty, {
      onSuccess: (b) => {
        if (!isCheckout(b)) setNotice({ tone: "success", text: tBooking("manage.reduced", { persons: persons(b.qty) }) });
      },
      onError: (error) => failed(error, tBooking("manage.reduceFailed")),
      onSettled: done,
    });
  }

  function sendAgain() {
    actions.resend.mutate(undefined, {
      onSuccess: (out) => setNotice({ tone: "success", text: out.message }),
      onError: (error) => failed(error, tBooking("manage.resendFailed")),
    });
  }

  return (
    <div className="container">
      <div className="result-page">
        <section className="result-head result-head--info" aria-labelledby="manage-title">
          <h1 id="manage-title">{tBooking("manage.heading")}</h1>
          <p>{tBooking("walkOn", { title: booking.walk.title, date: formatLongDate(booking.walk.dateStart) })}</p>
        </section>
        {change && <ChangeResult change={change} />}
        {notice && <Banner tone={notice.tone} focus>{notice.text}</Banner>}

        <section className="booking-panel" aria-labelledby="manage-details-title">
          <h2 id="manage-details-title">{tBooking("manage.details")}</h2>
          <BookingFacts booking={booking} />
        </section>

        <ManageRefunds refunds={booking.refunds} />

        <ManageInvoices token={token} />

        {choice && (
          <ManageCalloff choice={choice} choose={choose} onFailed={(error) => failed(error, tBooking("manage.calloff.failed"))} />
        )}

        {!isCancelled(booking.status) && !openChoice && (
          <ManageActions
            token={token}
            booking={booking}
            actions={actions}
            onReduce={reduce}
            onResend={sendAgain}
            onCancel={() => setConfirming(true)}
          />
        )}
        {booking.status === "PAID" && booking.canCancel && !openChoice && (
          <ManageMove
            booking={booking}
            move={actions.move}
            onMoved={(b) =>
              setNotice({
                tone: "success",
                text: tBooking("manage.moved", { title: b.walk.title, date: formatLongDate(b.walk.dateStart) }),
              })
            }
            onFailed={(error) => failed(error, tBooking("manage.moveFailed"))}
          />
        )}
        {booking.status === "PAID" && booking.canCancel && !openChoice && booking.qty < RULES.booking.maxPersons && (
          <ManageAdd
            booking={booking}
            change={actions.reduce}
            onAdded={(b) => setNotice({ tone: "success", text: tBooking("manage.reduced", { persons: persons(b.qty) }) })}
            onFailed={(error) => failed(error, tBooking("manage.reduceFailed"))}
          />
        )}

        <nav className="booking-actions" aria-label={tBooking("manage.further")}>
          <Link className="btn btn--secondary" to="/">
            {tBooking("manage.moreWalks")}
          </Link>
        </nav>
      </div>

      <CancelDialog
        open={confirming}
        booking={booking}
        busy={actions.cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** ManageRefunds lists the money that goes back to the customer's account, each with its state. */
function ManageRefunds({ refunds }: { refunds: ManagedRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="booking-panel" aria-labelledby="manage-refunds-title">
      <h2 id="manage-refunds-title">{tBooking("manage.refunds")}</h2>
      <ul className="manage-refunds">
        {refunds.map((refund, index) => (
          <li key={index}>
            {tBooking("manage.refund", {
              amount: formatEuro(refund.amountCents),
              status: tBooking(`manage.refundStatus.${refund.status}`),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
