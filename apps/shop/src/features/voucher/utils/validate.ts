// Browser checks of the gift voucher form (spec 1 §5) with Dutch messages. The server checks
// again; its field messages are shown as returned.

import { isEmail, type FieldErrors } from "../../../shared/lib/validation";
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from "../constants";

/** VOUCHER_FIELDS are the form's text fields, named as the server names them. */
export const VOUCHER_FIELDS = ["recipientName", "recipientEmail", "purchaserName", "purchaserEmail", "message"] as const;

export type VoucherField = (typeof VOUCHER_FIELDS)[number];

export type VoucherValues = Record<VoucherField, string>;

export const VOUCHER_INITIAL: VoucherValues = {
  recipientName: "",
  recipientEmail: "",
  purchaserName: "",
  purchaserEmail: "",
  message: "",
};

function nameError(value: string, missing: string): string | undefined {
  const name = value.trim();
  if (!name) return missing;
  if (name.length > MAX_NAME_LENGTH) return `Een naam mag maximaal ${MAX_NAME_LENGTH} tekens zijn.`;
  return undefined;
}

function emailError(value: string, missing: string): string | undefined {
  const email = value.trim();
  if (!email) return missing;
  if (!isEmail(email)) return "Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.";
  return undefined;
}

/** validateVoucher checks the recipient and purchaser (names and e-mail addresses required) and the message's length. */
export function validateVoucher(values: VoucherValues): FieldErrors<VoucherField> {
  return {
    recipientName: nameError(values.recipientName, "Vul de naam van de ontvanger in."),
    recipientEmail: emailError(values.recipientEmail, "Vul het e-mailadres van de ontvanger in."),
    purchaserName: nameError(values.purchaserName, "Vul je eigen naam in."),
    purchaserEmail: emailError(values.purchaserEmail, "Vul je eigen e-mailadres in."),
    message:
      values.message.trim().length > MAX_MESSAGE_LENGTH
        ? `Je persoonlijke boodschap mag maximaal ${MAX_MESSAGE_LENGTH} tekens zijn.`
        : undefined,
  };
}
