import { tCommon } from "../i18n/common";

/** METHODS are the provider's payment methods by their brand names, which no language changes. */
const METHODS: Record<string, string> = {
  ideal: "iDEAL",
  creditcard: "Creditcard",
  bancontact: "Bancontact",
  paypal: "PayPal",
  applepay: "Apple Pay",
};

/** paymentMethodLabel names a provider payment method (or a voucher that paid it all) as customers know it. */
export function paymentMethodLabel(method: string): string {
  if (method === "banktransfer") return tCommon("paymentMethods.bankTransfer");
  if (method === "voucher") return tCommon("paymentMethods.voucher");
  return METHODS[method] ?? method;
}
