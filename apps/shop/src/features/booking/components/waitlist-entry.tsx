import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDateTime, formatLongDate } from "@wandelwijs/format/date";
import { useState } from "react";
import { Link } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { Detail } from "../../../shared/components/detail";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { serverMessage } from "../../../shared/lib/api-errors";
import { leaveWaitlist, waitlistEntryQueryOptions, type WaitlistEntry } from "../api/waitlist";
import { persons } from "./booking-details";
import "./booking.css";

const STATUS: Record<WaitlistEntry["status"], string> = {
  WAITING: "Je staat op de wachtlijst",
  OFFERED: "Er is plaats voor je",
  BOOKED: "Je hebt geboekt",
  EXPIRED: "Het aanbod is verlopen",
  LEFT: "Je staat niet meer op de wachtlijst",
};

/**
 * WaitlistEntryPage is /wachtlijst/{token}, the link in every waiting-list mail: where the
 * entry stands, its offer if any, and leaving the list.
 */
export function WaitlistEntryView({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const options = waitlistEntryQueryOptions(token);
  const { data: entry, isError } = useQuery(options);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string }>();
  const leave = useMutation({
    mutationFn: () => leaveWaitlist(token),
    onSuccess: (out) => {
      setNotice({ tone: "success", text: out.message });
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    onError: (err) => setNotice({ tone: "error", text: serverMessage(err, "Afmelden is niet gelukt. Probeer het opnieuw.") }),
  });
  useDocumentTitle(entry ? `Wachtlijst: ${entry.walk.title}` : isError ? "Niet gevonden" : "Wachtlijst");

  if (!entry && isError) {
    return (
      <div className="container">
        <MessagePanel
          title="Niet gevonden"
          actions={
            <Link className="btn btn--primary" to="/">
              Naar de wandelingen
            </Link>
          }
        >
          <p>Deze link hoort niet bij de wachtlijst. Controleer de link in je e-mail.</p>
        </MessagePanel>
      </div>
    );
  }
  if (!entry) return <Loading label="Wachtlijst laden…" />;
  const waiting = entry.status === "WAITING" || entry.status === "OFFERED";
  return (
    <div className="container">
      <div className="result-page">
        <section className="result-head result-head--info" aria-labelledby="waitlist-title">
          <h1 id="waitlist-title">{STATUS[entry.status]}</h1>
          <p>
            {entry.walk.title} op {formatLongDate(entry.walk.dateStart)}
          </p>
        </section>
        {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
        <section className="booking-panel" aria-labelledby="waitlist-details-title">
          <h2 id="waitlist-details-title">Je aanmelding</h2>
          <dl className="booking-details">
            <Detail label="Naam">{entry.name}</Detail>
            <Detail label="Aantal personen">{persons(entry.qty)}</Detail>
            {entry.offerOpen && entry.offerExpiresAt && (
              <Detail label="Vastgehouden tot">{formatDateTime(entry.offerExpiresAt)}</Detail>
            )}
          </dl>
          <div className="booking-actions">
            {entry.offerOpen && (
              <Link className="btn btn--primary" to={`/boeken/${entry.walk.slug}?aanbod=${encodeURIComponent(token)}`}>
                Boek je plaatsen
              </Link>
            )}
            {waiting && (
              <button type="button" className="btn btn--secondary" onClick={() => leave.mutate()} disabled={leave.isPending}>
                {leave.isPending ? "Afmelden…" : "Afmelden voor de wachtlijst"}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
