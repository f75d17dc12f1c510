import { VALIDITY_TEXT } from "../constants";
import { VoucherCard } from "./voucher-card";

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
        Zo ziet je cadeaubon eruit
      </h2>
      <VoucherCard valueCents={euros * 100} footer={`Geldig ${VALIDITY_TEXT} · voor elke wandeling`}>
        <p className="voucher-card__for">
          Voor <strong>{recipient || "iemand bijzonders"}</strong>
        </p>
        {text ? (
          <blockquote className="voucher-card__message">
            <p>{text}</p>
          </blockquote>
        ) : (
          <p className="voucher-card__message voucher-card__message--empty">Hier komt je persoonlijke boodschap.</p>
        )}
        <p className="voucher-card__from">van {purchaser || "jou"}</p>
      </VoucherCard>
    </section>
  );
}
