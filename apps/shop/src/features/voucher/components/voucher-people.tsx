import { InputField } from "../../../shared/components/fields";
import type { FieldErrors } from "../../../shared/lib/validation";
import { tVoucher } from "../../../shared/i18n/voucher";
import { MAX_NAME_LENGTH } from "../constants";
import type { VoucherField, VoucherValues } from "../utils/validate";
import { MessageField } from "./message-field";

interface PeopleProps {
  values: VoucherValues;
  errors: FieldErrors<VoucherField>;
  setField: (field: VoucherField, value: string) => void;
}

/** RecipientFields ask who gets the voucher, and the personal message for them. */
export function RecipientFields({ values, errors, setField }: PeopleProps) {
  return (
    <fieldset className="voucher-form__group">
      <legend>{tVoucher("form.forWhom")}</legend>
      <div className="field-grid">
        <InputField
          name="recipientName"
          label={tVoucher("form.recipientName")}
          autoComplete="off"
          required
          maxLength={MAX_NAME_LENGTH}
          value={values.recipientName}
          onChange={(value) => setField("recipientName", value)}
          error={errors.recipientName}
        />
        <InputField
          name="recipientEmail"
          label={tVoucher("form.recipientEmail")}
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          hint={tVoucher("form.recipientEmailHint")}
          value={values.recipientEmail}
          onChange={(value) => setField("recipientEmail", value)}
          error={errors.recipientEmail}
        />
      </div>
      <MessageField value={values.message} onChange={(value) => setField("message", value)} error={errors.message} />
    </fieldset>
  );
}

/** PurchaserFields ask who gives the voucher. */
export function PurchaserFields({ values, errors, setField }: PeopleProps) {
  return (
    <fieldset className="voucher-form__group">
      <legend>{tVoucher("form.fromWhom")}</legend>
      <div className="field-grid">
        <InputField
          name="purchaserName"
          label={tVoucher("form.purchaserName")}
          autoComplete="name"
          required
          maxLength={MAX_NAME_LENGTH}
          value={values.purchaserName}
          onChange={(value) => setField("purchaserName", value)}
          error={errors.purchaserName}
        />
        <InputField
          name="purchaserEmail"
          label={tVoucher("form.purchaserEmail")}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          hint={tVoucher("form.purchaserEmailHint")}
          value={values.purchaserEmail}
          onChange={(value) => setField("purchaserEmail", value)}
          error={errors.purchaserEmail}
        />
      </div>
    </fieldset>
  );
}
