// The booking form's numbers.
import { RULES } from "../../../shared/config/rules";

/** MAX_QTY is the most persons one booking can take. */
export const MAX_QTY = RULES.booking.maxPersons;

/** maxQty is the largest choice in the quantity select: the lesser of MAX_QTY and the places left (0 when full). */
export function maxQty(availableSpots: number): number {
  return Math.max(0, Math.min(MAX_QTY, availableSpots));
}

/** fitQty reduces a chosen quantity to the places left, never below 1. */
export function fitQty(qty: number, availableSpots: number): number {
  return Math.max(1, Math.min(qty, maxQty(availableSpots)));
}

export interface PriceSummary {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/**
 * priceSummary: subtotal = price × persons; the voucher discount is the lesser of its
 * remaining value and the subtotal; the total never falls below 0.
 */
export function priceSummary(priceCents: number, qty: number, voucherRemainingCents = 0): PriceSummary {
  const subtotalCents = priceCents * qty;
  const discountCents = Math.max(0, Math.min(voucherRemainingCents, subtotalCents));
  return { subtotalCents, discountCents, totalCents: Math.max(0, subtotalCents - discountCents) };
}
