import { formatEuro } from "@wandelwijs/format/money";
import { Detail } from "../../../shared/components/detail";
import { LinkButtons } from "../../../shared/components/link-buttons";
import { MessagePage } from "../../../shared/components/message-panel";
import { PaymentResultPage } from "../../../shared/components/payment-result";
import { CONTACT_EMAIL, CONTACT_EMAIL_HREF, CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { usePaymentFollow } from "../../../shared/hooks/use-payment-follow";
import { tVoucher } from "../../../shared/i18n/voucher";
import { voucherQueryOptions } from "../api/get-voucher";
import { VALIDITY_TEXT } from "../constants";
import { paymentMethodLabel } from "../../../shared/lib/payment-methods";
import { paymentOutcome, resultStatusLabel } from "../utils/status";
import { LOOK, ResultHead, resultTitle } from "./voucher-result-head";
import "./vouchers.css";

interface VoucherSuccessProps {
  voucherId: string | null;
  /** retryFailed is set when the server could not start a new payment (?retry=mislukt). */
  retryFailed?: boolean;
}

/**
 * VoucherSuccess is /voucher-success, where the payment provider sends the buyer back: it
 * follows the voucher's payment until it is paid or failed.
 */
export function VoucherSuccess({ voucherId, retryFailed = false }: VoucherSuccessProps) {
  if (!voucherId) return <NoVoucher />;
  return <PaymentResult voucherId={voucherId} retryFailed={retryFailed} />;
}

function NoVoucher() {
  return (
    <MessagePage title={tVoucher("success.noVoucher")} link={{ to: "/cadeaubon", label: tVoucher("success.toVoucher") }}>
      <p>{tVoucher("success.noVoucherText")}</p>
    </MessagePage>
  );
}

function PaymentResult({ voucherId, retryFailed }: { voucherId: string; retryFailed: boolean }) {
  const result = usePaymentFollow({
    query: voucherQueryOptions(voucherId),
    paymentId: (voucher) => voucher.molliePaymentId,
    outcome: paymentOutcome,
  });
  const { data: voucher, outcome } = result;

  return (
    <PaymentResultPage
      look={LOOK}
      isError={result.isError}
      loaded={voucher !== undefined}
      notFound={{
        title: tVoucher("success.notFound"),
        text: tVoucher("success.notFoundText", { email: <a href={CONTACT_EMAIL_HREF}>{CONTACT_EMAIL}</a> }),
        link: { to: "/cadeaubon", label: tVoucher("success.toVoucher") },
      }}
      title={resultTitle(outcome)}
      head={voucher && <ResultHead voucher={voucher} result={result} />}
    >
      {retryFailed && voucher && outcome !== "paid" && (
        <div className="banner banner--error" role="alert">
          {tVoucher("success.retryFailed", { phone: <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a> })}
        </div>
      )}

      {voucher && (
        <>
          <section className="voucher-panel" aria-labelledby="voucher-details-title">
            <h2 id="voucher-details-title">{tVoucher("success.yours")}</h2>
            <dl className="voucher-details">
              <Detail label={tVoucher("success.value")}>{formatEuro(voucher.valueCents)}</Detail>
              <Detail label={tVoucher("success.status")}>{resultStatusLabel(voucher, outcome)}</Detail>
              <Detail label={tVoucher("success.method")}>
                {voucher.paymentMethod ? paymentMethodLabel(voucher.paymentMethod) : tVoucher("success.unknown")}
              </Detail>
              <Detail label={tVoucher("success.validity")}>{VALIDITY_TEXT}</Detail>
            </dl>
          </section>
          <section className="voucher-panel voucher-panel--note" aria-labelledby="voucher-usage-title">
            <h2 id="voucher-usage-title">{tVoucher("success.usage")}</h2>
            <p>{tVoucher("success.usageText")}</p>
          </section>
          {outcome !== "failed" && (
            <div className="voucher-actions">
              <LinkButtons
                noMain
                links={[
                  ...(outcome === "paid" ? [{ to: `/voucher-confirmation/${voucher.id}`, label: tVoucher("success.view") }] : []),
                  { to: "/cadeaubon", label: tVoucher("success.buyNew") },
                ]}
              />
            </div>
          )}
        </>
      )}
    </PaymentResultPage>
  );
}
