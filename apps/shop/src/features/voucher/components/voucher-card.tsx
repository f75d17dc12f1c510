import type { ReactNode } from "react";
import { formatEuro } from "@wandelwijs/format/money";
import { Bow } from "./gift-art";
import { tVoucher } from "../../../shared/i18n/voucher";

interface VoucherCardProps {
  valueCents: number;
  children?: ReactNode;
  /** footer is the small print at the bottom, e.g. the validity. */
  footer?: ReactNode;
}

/** VoucherCard draws a gift voucher: the brand, the amount, what the caller puts inside and the small print. */
export function VoucherCard({ valueCents, children, footer }: VoucherCardProps) {
  return (
    <div className="voucher-card">
      <Bow className="voucher-card__bow" />
      <p className="voucher-card__brand">{tVoucher("card.brand")}</p>
      <p className="voucher-card__amount">{formatEuro(valueCents)}</p>
      {children}
      {footer && <p className="voucher-card__footer">{footer}</p>}
    </div>
  );
}
