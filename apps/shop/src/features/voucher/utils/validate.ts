// Browser checks of the gift voucher form with messages from the catalogue. The server checks
// again; its field messages are shown as returned.

import { isEmail, nameError as personNameError, type FieldErrors } from "../../../shared/lib/validation";
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from "../constants";
import { tVoucher } from "../../../shared/i18n/voucher";
import { tCommon } from "../../../shared/i18n/common";

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
  const error = personNameError(value, missing);
  if (error) return error;
  if (value.trim().length > MAX_NAME_LENGTH) return tVoucher("validation.nameTooLong", { max: MAX_NAME_LENGTH });
  return undefined;
}

function emailError(value: string, missing: string): string | undefined {
  const email = value.trim();
  if (!email) return missing;
  if (!isEmail(email)) return tCommon("validation.emailInvalid");
  return undefined;
}

/** validateVoucher checks the recipient and purchaser (names and e-mail addresses required) and the message's length. */
export function validateVoucher(values: VoucherValues): FieldErrors<VoucherField> {
  return {
    recipientName: nameError(values.recipientName, tVoucher("validation.recipientName")),
    recipientEmail: emailError(values.recipientEmail, tVoucher("validation.recipientEmail")),
    purchaserName: nameError(values.purchaserName, tVoucher("validation.purchaserName")),
    purchaserEmail: emailError(values.purchaserEmail, tVoucher("validation.purchaserEmail")),
    message:
      values.message.trim().length > MAX_MESSAGE_LENGTH
        ? tVoucher("validation.messageTooLong", { max: MAX_MESSAGE_LENGTH })
        : undefined,
  };
}
