import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDateTime, formatLongDate } from "@wandelwijs/format/date";
import { useState } from "react";
import { Link } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { Detail } from "../../../shared/components/detail";
import { Loading } from "../../../shared/components/loading";
import { MessageScreen } from "../../../shared/components/message-panel";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { serverMessage } from "../../../shared/lib/api-errors";
import { tBooking } from "../../../shared/i18n/booking";
import { leaveWaitlist, rejoinWaitlist, waitlistEntryQueryOptions } from "../api/waitlist";
import { persons } from "../utils/format";
import "./booking.css";
import "../../../shared/styles/result-head.css";

type Notice = { tone: "success" | "error"; text: string };

/** useEntryChange is a change made through an entry's link: its answer shown, the entry read again. */
function useEntryChange(token: string, change: (token: string) => Promise<{ message: string }>, failed: string, notify: (n: Notice) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => change(token),
    onSuccess: (out) => {
      notify({ tone: "success", text: out.message });
      void queryClient.invalidateQueries({ queryKey: waitlistEntryQueryOptions(token).queryKey });
    },
    onError: (err) => notify({ tone: "error", text: serverMessage(err, failed) }),
  });
}

/**
 * WaitlistEntryPage is /wachtlijst/{token}, the link in every waiting-list mail: where the
 * entry stands, its offer if any, leaving the list, and waiting again after leaving or
 * letting an offer pass (only this link changes an entry).
 */
export function WaitlistEntryView({ token }: { token: string }) {
  const { data: entry, isError } = useQuery(waitlistEntryQueryOptions(token));
  const [notice, setNotice] = useState<Notice>();
  const leave = useEntryChange(token, leaveWaitlist, tBooking("entry.leaveFailed"), setNotice);
  const rejoin = useEntryChange(token, rejoinWaitlist, tBooking("entry.rejoinFailed"), setNotice);
  useDocumentTitle(
    entry
      ? tBooking("entry.title", { title: entry.walk.title })
      : isError
        ? tBooking("entry.notFound")
        : tBooking("entry.titleLoading"),
  );

  if (!entry && isError) {
    return (
      <MessageScreen title={tBooking("entry.notFound")} link={{ to: "/", label: tBooking("entry.toWalks") }}>
      <p>{tBooking("entry.notFoundText")}</p>
      </MessageScreen>
    );
  }
  if (!entry) return <Loading label={tBooking("entry.loading")} />;
  const waiting = entry.status === "WAITING" || entry.status === "OFFERED";
  return (
    <div className="container">
      <div className="result-page">
        <section className="result-head result-head--info" aria-labelledby="waitlist-title">
          <h1 id="waitlist-title">{tBooking(`entry.status.${entry.status}`)}</h1>
          <p>{tBooking("walkOn", { title: entry.walk.title, date: formatLongDate(entry.walk.dateStart) })}</p>
        </section>
        {notice && <Banner tone={notice.tone} focus>{notice.text}</Banner>}
        <section className="booking-panel" aria-labelledby="waitlist-details-title">
          <h2 id="waitlist-details-title">{tBooking("entry.yours")}</h2>
          <dl className="booking-details">
            <Detail label={tBooking("entry.name")}>{entry.name}</Detail>
            <Detail label={tBooking("entry.persons")}>{persons(entry.qty)}</Detail>
            {entry.offerOpen && entry.offerExpiresAt && (
              <Detail label={tBooking("entry.heldUntil")}>{formatDateTime(entry.offerExpiresAt)}</Detail>
            )}
          </dl>
          <div className="booking-actions">
            {entry.offerOpen && (
              <Link className="btn btn--primary" to={`/boeken/${entry.walk.slug}?aanbod=${encodeURIComponent(token)}`}>
                {tBooking("entry.book")}
              </Link>
            )}
            {waiting && (
              <button type="button" className="btn btn--secondary" onClick={() => leave.mutate()} disabled={leave.isPending}>
                {leave.isPending ? tBooking("entry.leaving") : tBooking("entry.leave")}
              </button>
            )}
            {(entry.status === "LEFT" || entry.status === "EXPIRED") && (
              <button type="button" className="btn btn--primary" onClick={() => rejoin.mutate()} disabled={rejoin.isPending}>
                {rejoin.isPending ? tBooking("entry.rejoining") : tBooking("entry.rejoin")}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
