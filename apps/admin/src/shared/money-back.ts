// Which money a dialog names when something goes back: only the parts there are.

/** moneyBackParts is the i18n key suffix for what goes back: both parts, the card part, the voucher part, or nothing. */
export function moneyBackParts(card: number, voucher: number): "" | "Card" | "Voucher" | "None" {
  if (card && voucher) return "";
  if (card) return "Card";
  return voucher ? "Voucher" : "None";
}
