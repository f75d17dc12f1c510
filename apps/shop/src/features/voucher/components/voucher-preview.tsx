import { VALIDITY_TEXT } from "../constants";
import { VoucherCard } from "./voucher-card";
import { tVoucher } from "../../../shared/i18n/voucher";

interface VoucherPreviewProps {
  euros: number;
  recipientName: string;
  purchaserName: string;
  message: string;
}

/**
 * VoucherPreview shows the voucher as the form stands: the amount, the recipient, the
 * personal message and "van {purchaser}". It is not a live region: the form's own fields
 * already say what is typed.
 */
export function VoucherPreview({ euros, recipientName, purchaserName, message }: VoucherPreviewProps) {
  const recipient = recipientName.trim();
  const purchaser = purchaserName.trim();
  const text = message.trim();
  return (
    <section className="voucher-preview" aria-labelledby="voucher-preview-title">
      <h2 id="voucher-preview-title" className="voucher-preview__title">
        {tVoucher("preview.heading")}
      </h2>
      <VoucherCard valueCents={euros * 100} footer={tVoucher("preview.footer", { validity: VALIDITY_TEXT })}>
        <p className="voucher-card__for">
          {tVoucher("preview.for", { name: <strong>{recipient || tVoucher("preview.someone")}</strong> })}
        </p>
        {text ? (
          <blockquote className="voucher-card__message">
            <p>{text}</p>
          </blockquote>
        ) : (
          <p className="voucher-card__message voucher-card__message--empty">{tVoucher("preview.empty")}</p>
        )}
        <p className="voucher-card__from">{tVoucher("preview.from", { name: purchaser || tVoucher("preview.you") })}</p>
      </VoucherCard>
    </section>
  );
}
