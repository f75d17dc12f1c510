import { formatEuro } from "@wandelwijs/format/money";
import { Link } from "react-router";
import { Detail } from "../../../shared/components/detail";
import { MessagePanel } from "../../../shared/components/message-panel";
import {
  CHECKING,
  PaymentResultHead,
  PaymentResultLive,
  PROCESSING_TITLE,
  type PaymentResultLook,
} from "../../../shared/components/payment-result";
import { CONTACT_EMAIL, CONTACT_EMAIL_HREF, CONTACT_PHONE, CONTACT_PHONE_HREF } from "../../../shared/config/contact";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { usePaymentFollow, type PaymentFollow, type PaymentOutcome } from "../../../shared/hooks/use-payment-follow";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { voucherQueryOptions } from "../api/get-voucher";
import { retryVoucherPaymentUrl } from "../api/payments";
import { VALIDITY_TEXT } from "../constants";
import type { Voucher } from "../types";
import { paymentMethodLabel, paymentOutcome, resultStatusLabel } from "../utils/status";
import { GiftIcon } from "./gift-art";
import "./vouchers.css";

const TITLES: Record<PaymentOutcome, string> = {
  paid: "Cadeaubon succesvol gekocht!",
  failed: "De cadeaubon is nog niet aangemaakt",
  processing: PROCESSING_TITLE,
};

const LOOK: PaymentResultLook = { head: "voucher-head", actions: "voucher-actions", titleId: "voucher-result-title", icon: <GiftIcon /> };

interface VoucherSuccessProps {
  voucherId: string | null;
  /** retryFailed is set when the server could not start a new payment (?retry=mislukt). */
  retryFailed?: boolean;
}

/**
 * VoucherSuccess is /voucher-success, where the payment provider sends the buyer back: it
 * follows the voucher's payment until it is paid or failed (spec 1 §2, Payment result for
 * a voucher; §4).
 */
export function VoucherSuccess({ voucherId, retryFailed = false }: VoucherSuccessProps) {
  if (!voucherId) return <NoVoucher />;
  return <PaymentResult voucherId={voucherId} retryFailed={retryFailed} />;
}

function NoVoucher() {
  useDocumentTitle("Geen cadeaubon gegevens gevonden");
  return (
    <div className="container">
      <MessagePanel
        title="Geen cadeaubon gegevens gevonden"
        actions={
          <Link className="btn btn--primary" to="/cadeaubon">
            Naar de cadeaubon
          </Link>
        }
      >
        <p>In deze link staat geen cadeaubon. Gebruik de link uit je bevestigingsmail, of koop een nieuwe cadeaubon.</p>
      </MessagePanel>
    </div>
  );
}

function PaymentResult({ voucherId, retryFailed }: { voucherId: string; retryFailed: boolean }) {
  const result = usePaymentFollow({
    query: voucherQueryOptions(voucherId),
    paymentId: (voucher) => voucher.molliePaymentId,
    outcome: paymentOutcome,
  });
  const { data: voucher, outcome } = result;
  useDocumentTitle(result.isError ? "Cadeaubon niet gevonden" : voucher ? TITLES[outcome] : CHECKING);

  return (
    <div className="container">
      <div className="voucher-result">
        <PaymentResultLive
          isError={result.isError}
          loaded={voucher !== undefined}
          notFound={
            <section className="voucher-head voucher-head--error" aria-labelledby="voucher-result-title">
              <h1 id="voucher-result-title">Cadeaubon niet gevonden</h1>
              <p>
                We konden deze cadeaubon niet vinden. Controleer de link, of neem contact met ons op via{" "}
                <a href={CONTACT_EMAIL_HREF}>{CONTACT_EMAIL}</a>.
              </p>
              <div className="voucher-actions">
                <Link className="btn btn--primary" to="/cadeaubon">
                  Naar de cadeaubon
                </Link>
              </div>
            </section>
          }
        >
          {voucher && <ResultHead voucher={voucher} outcome={outcome} result={result} />}
        </PaymentResultLive>

        {retryFailed && voucher && outcome !== "paid" && (
          <div className="banner banner--error" role="alert">
            Opnieuw betalen is op dit moment niet mogelijk. Probeer het over een paar minuten nog eens, of bel ons op{" "}
            <a href={CONTACT_PHONE_HREF}>{CONTACT_PHONE}</a>.
          </div>
        )}

        {voucher && (
          <>
            <section className="voucher-panel" aria-labelledby="voucher-details-title">
              <h2 id="voucher-details-title">Je cadeaubon</h2>
              <dl className="voucher-details">
                <Detail label="Waarde">{formatEuro(voucher.valueCents)}</Detail>
                <Detail label="Status">{resultStatusLabel(voucher, outcome)}</Detail>
                <Detail label="Betaalmethode">
                  {voucher.paymentMethod ? paymentMethodLabel(voucher.paymentMethod) : "Nog niet bekend"}
                </Detail>
                <Detail label="Geldigheid">{VALIDITY_TEXT}</Detail>
              </dl>
            </section>
            <section className="voucher-panel voucher-panel--note" aria-labelledby="voucher-usage-title">
              <h2 id="voucher-usage-title">Zo gebruik je de cadeaubon</h2>
              <p>
                De ontvanger kiest een wandeling en vult bij het boeken de code uit de e-mail in. Het bedrag gaat meteen
                van de prijs af; wat overblijft, blijft op de bon staan voor een volgende wandeling.
              </p>
            </section>
            {outcome !== "failed" && (
              <div className="voucher-actions">
                {outcome === "paid" && (
                  <Link className="btn btn--secondary" to={`/voucher-confirmation/${voucher.id}`}>
                    Bekijk de cadeaubon
                  </Link>
                )}
                <Link className="btn btn--secondary" to="/cadeaubon">
                  Nieuwe cadeaubon kopen
                </Link>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

type Result = PaymentFollow<Voucher>;

function ResultHead({ voucher, outcome, result }: { voucher: Voucher; outcome: PaymentOutcome; result: Result }) {
  return (
    <PaymentResultHead
      look={LOOK}
      outcome={outcome}
      title={TITLES[outcome]}
      canRefreshManually={result.canRefreshManually}
      refresh={result.refresh}
    >
      {outcome === "paid" ? (
        <p>
          Je betaling is gelukt. We sturen de cadeaubon met de code per e-mail naar de ontvanger, en jij krijgt een
          bevestiging van je aankoop.
        </p>
      ) : (
        <>
          <p>De betaling is niet gelukt of afgebroken, dus er is niets afgeschreven en nog niets verstuurd.</p>
          <div className="voucher-actions">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => browserNavigation.assign(retryVoucherPaymentUrl(voucher.id))}
            >
              Opnieuw Proberen
            </button>
          </div>
        </>
      )}
    </PaymentResultHead>
  );
}
