import { formatEuro } from "@wandelwijs/format/money";
import type { ReactNode } from "react";
import { tSite } from "../i18n/site";

/** priceLabel shows a price per person, or "Gratis" for a free walk. */
export function priceLabel(priceCents: number): string {
  return priceCents === 0 ? tSite("card.free") : formatEuro(priceCents);
}

interface FactProps {
  icon: ReactNode;
  /** label names the fact for screen readers ("Datum"). */
  label: string;
  className?: string;
  children: ReactNode;
}

/** Fact is one line of a walk's key facts: an icon, a label for screen readers and the value. */
export function Fact({ icon, label, className, children }: FactProps) {
  return (
    <li className={className}>
      {icon}
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}
