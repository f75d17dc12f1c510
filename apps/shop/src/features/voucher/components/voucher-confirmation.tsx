import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@wandelwijs/api-client/client";
import { formatLongDate } from "@wandelwijs/format/date";
import { formatEuro } from "@wandelwijs/format/money";
import { Link } from "react-router";
import { Detail } from "../../../shared/components/detail";
import { LinkButtons } from "../../../shared/components/link-buttons";
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
import "../../../shared/styles/result-head.css";
import { tVoucher } from "../../../shared/i18n/voucher";

/** validityText says until when a voucher can be spent, or how long once it is paid. */
function validityText(voucher: Voucher): string {
  return voucher.validUntil
    ? tVoucher("confirmation.validUntil", { date: formatLongDate(voucher.validUntil) })
    : tVoucher("confirmation.valid", { validity: VALIDITY_TEXT });
}

/**
 * VoucherConfirmation is /voucher-confirmation/{voucherId}: the voucher's value, status,
 * balance and validity. Never its code: the API does not send it.
 */
export function VoucherConfirmation({ voucherId }: { voucherId: string }) {
  const query = useQuery(voucherQueryOptions(voucherId));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(
    query.isError ? (notFound ? tVoucher("confirmation.notFound") : tVoucher("confirmation.failed")) : tVoucher("confirmation.title"),
  );

  if (query.isPending) return <Loading label={tVoucher("confirmation.loading")} />;
  if (query.isError) {
    return (
      <div className="container">
        <MessagePanel
          title={notFound ? tVoucher("confirmation.notFound") : tVoucher("confirmation.failed")}
          actions={
            <Link className="btn btn--primary" to="/cadeaubon">
              {tVoucher("confirmation.toVoucher")}
            </Link>
          }
        >
          <p>
            {notFound
              ? tVoucher("confirmation.notFoundText")
              : tVoucher("confirmation.failedText")}
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
          <h1 id="voucher-title">{tVoucher("confirmation.title")}</h1>
          <p>{tVoucher("confirmation.intro")}</p>
        </section>

        <div className="voucher-confirmation__card">
          <VoucherCard valueCents={voucher.valueCents} footer={validityText(voucher)}>
            <p className="voucher-card__for">
              {tVoucher("confirmation.toSpend", { amount: <strong>{formatEuro(voucher.remainingCents)}</strong> })}
            </p>
            <p className="voucher-card__status">{status}</p>
          </VoucherCard>
        </div>

        <section className="voucher-panel" aria-labelledby="voucher-details-title">
          <h2 id="voucher-details-title">{tVoucher("confirmation.details")}</h2>
          <dl className="voucher-details">
            <Detail label={tVoucher("confirmation.value")}>{formatEuro(voucher.valueCents)}</Detail>
            <Detail label={tVoucher("confirmation.remaining")}>{formatEuro(voucher.remainingCents)}</Detail>
            <Detail label={tVoucher("confirmation.status")}>{status}</Detail>
            {voucher.validUntil ? (
              <Detail label={tVoucher("confirmation.validUntilLabel")}>{formatLongDate(voucher.validUntil)}</Detail>
            ) : (
              <Detail label={tVoucher("confirmation.validity")}>{VALIDITY_TEXT}</Detail>
            )}
          </dl>
        </section>

        <section className="voucher-panel voucher-panel--note" aria-labelledby="voucher-code-title">
          <h2 id="voucher-code-title">{tVoucher("confirmation.whereCode")}</h2>
          <p>{tVoucher("confirmation.codeText", { email: <a href={CONTACT_EMAIL_HREF}>{CONTACT_EMAIL}</a> })}</p>
        </section>

        <div className="voucher-actions">
          <LinkButtons
            links={[
              { to: "/", label: tVoucher("confirmation.chooseWalk") },
              { to: "/cadeaubon", label: tVoucher("confirmation.buyNew") },
            ]}
          />
        </div>
      </div>
    </div>
  );
}
