import { PayAgain, PaymentResultHead, PROCESSING_TITLE, type PaymentResultLook } from "../../../shared/components/payment-result";
import type { PaymentFollow, PaymentOutcome } from "../../../shared/hooks/use-payment-follow";
import { tVoucher } from "../../../shared/i18n/voucher";
import { payVoucherAgain } from "../api/payments";
import type { Voucher } from "../types";
import { GiftIcon } from "./gift-art";

/** resultTitle heads the voucher payment result for its outcome. */
export function resultTitle(outcome: PaymentOutcome): string {
  return outcome === "processing" ? PROCESSING_TITLE : tVoucher(`success.title.${outcome}`);
}

/** LOOK is the voucher result page's look. */
export const LOOK: PaymentResultLook = { page: "voucher-result", head: "voucher-head", actions: "voucher-actions", titleId: "voucher-result-title", icon: <GiftIcon /> };

type Result = PaymentFollow<Voucher>;

/** ResultHead is the voucher payment result's head: the outcome and what it means. */
export function ResultHead({ voucher, result }: { voucher: Voucher; result: Result }) {
  const { outcome } = result;
  return (
    <PaymentResultHead look={LOOK} payment={result} title={resultTitle(outcome)}>
      {outcome === "paid" ? (
        <p>
          {tVoucher("success.paid")}
        </p>
      ) : (
        <PayAgain
          text={tVoucher("success.failed")}
          actions="voucher-actions"
          label={tVoucher("success.retry")}
          onPay={() => payVoucherAgain(voucher.id)}
        />
      )}
    </PaymentResultHead>
  );
}
