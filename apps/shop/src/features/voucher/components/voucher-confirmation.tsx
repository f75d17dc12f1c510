import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@wandelwijs/api-client/client";
import { formatLongDate } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { Link } from "react-router";
import { Detail } from "../../../shared/components/detail";
import { Loading } from "../../../shared/components/loading";
import { MessagePanel } from "../../../shared/components/message-panel";
import { CONTACT_EMAIL, CONTACT_EMAIL_HREF } from "../../../shared/config/contact";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { voucherQueryOptions } from "../api/get-voucher";
import { VALIDITY_TEXT } from "../constants";
import type { Voucher } from "../types";
import { voucherStatusLabel } from "../utils/status";
import { VoucherCard } from "./voucher-card";
import "./vouchers.css";

/** validityText says until when a voucher can be spent, or how long once it is paid. */
function validityText(voucher: Voucher): string {
  return voucher.validUntil ? `Geldig tot en met ${formatLongDate(voucher.validUntil)}` : `Geldig ${VALIDITY_TEXT}`;
}

/**
 * VoucherConfirmation is /voucher-confirmation/{voucherId}: the voucher's value, status,
 * balance and validity. Never its code: the API does not send it.
 */
export function VoucherConfirmation({ voucherId }: { voucherId: string }) {
  const query = useQuery(voucherQueryOptions(voucherId));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(query.isError ? (notFound ? "Cadeaubon niet gevonden" : "Er ging iets mis") : "Je cadeaubon");

  if (query.isPending) return <Loading label="Cadeaubon laden..." />;
  if (query.isError) {
    return (
      <div className="container">
        <MessagePanel
          title={notFound ? "Cadeaubon niet gevonden" : "Er ging iets mis"}
          actions={
            <Link className="btn btn--primary" to="/cadeaubon">
              Naar de cadeaubon
            </Link>
          }
        >
          <p>
            {notFound
              ? "We konden deze cadeaubon niet vinden. Controleer de link uit je e-mail."
              : "De cadeaubon kon niet worden geladen. Probeer het later nog eens."}
          </p>
        </MessagePanel>
      </div>
    );
  }

  const voucher = query.data;
  const status = voucherStatusLabel(voucher);
  return (
    <div className="container">
      <div className="voucher-result">
        <section className="voucher-head voucher-head--plain" aria-labelledby="voucher-title">
          <h1 id="voucher-title">Je cadeaubon</h1>
          <p>Hier zie je wat er nog op de cadeaubon staat en tot wanneer je hem kunt gebruiken.</p>
        </section>

        <div className="voucher-confirmation__card">
          <VoucherCard valueCents={voucher.valueCents} footer={validityText(voucher)}>
            <p className="voucher-card__for">
              Nog te besteden: <strong>{formatEuro(voucher.remainingCents)}</strong>
            </p>
            <p className="voucher-card__status">{status}</p>
          </VoucherCard>
        </div>

        <section className="voucher-panel" aria-labelledby="voucher-details-title">
          <h2 id="voucher-details-title">Gegevens</h2>
          <dl className="voucher-details">
            <Detail label="Waarde">{formatEuro(voucher.valueCents)}</Detail>
            <Detail label="Resterende waarde">{formatEuro(voucher.remainingCents)}</Detail>
            <Detail label="Status">{status}</Detail>
            {voucher.validUntil ? (
              <Detail label="Geldig tot en met">{formatLongDate(voucher.validUntil)}</Detail>
            ) : (
              <Detail label="Geldigheid">{VALIDITY_TEXT}</Detail>
            )}
          </dl>
        </section>

        <section className="voucher-panel voucher-panel--note" aria-labelledby="voucher-code-title">
          <h2 id="voucher-code-title">Waar is de code?</h2>
          <p>
            De code staat alleen in de e-mail aan de ontvanger; hier tonen we hem niet, zodat niemand anders hem kan
            gebruiken. Kwijt? Mail ons op <a href={CONTACT_EMAIL_HREF}>{CONTACT_EMAIL}</a>.
          </p>
        </section>

        <div className="voucher-actions">
          <Link className="btn btn--primary" to="/">
            Kies een wandeling
          </Link>
          <Link className="btn btn--secondary" to="/cadeaubon">
            Nieuwe cadeaubon kopen
          </Link>
        </div>
      </div>
    </div>
  );
}
