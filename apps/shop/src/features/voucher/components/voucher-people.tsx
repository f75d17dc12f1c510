import type { ReactNode } from "react";
import { bindField, InputField, type FormState } from "../../../shared/components/fields";
import { tVoucher } from "../../../shared/i18n/voucher";
import { MAX_NAME_LENGTH } from "../constants";
import type { VoucherField } from "../utils/validate";
import { MessageField } from "./message-field";

interface PeopleProps {
  form: FormState<VoucherField>;
}

interface PersonProps extends PeopleProps {
  who: "recipient" | "purchaser";
  legend: string;
  /** autoComplete fills the name and e-mail in from the browser (the purchaser's own) or not. */
  autoComplete: { name: string; email: string };
  children?: ReactNode;
}

/** PersonFields ask one person's name and e-mail address. */
function PersonFields({ form, who, legend, autoComplete, children }: PersonProps) {
  return (
    <fieldset className="form-group">
      <legend>{legend}</legend>
      <div className="field-grid">
        <InputField
          {...bindField(form, `${who}Name`)}
          label={tVoucher(`form.${who}Name`)}
          autoComplete={autoComplete.name}
          required
          maxLength={MAX_NAME_LENGTH}
        />
        <InputField
          {...bindField(form, `${who}Email`)}
          label={tVoucher(`form.${who}Email`)}
          type="email"
          inputMode="email"
          autoComplete={autoComplete.email}
          required
          hint={tVoucher(`form.${who}EmailHint`)}
        />
      </div>
      {children}
    </fieldset>
  );
}

/** RecipientFields ask who gets the voucher, and the personal message for them. */
export function RecipientFields({ form }: PeopleProps) {
  return (
    <PersonFields form={form} who="recipient" legend={tVoucher("form.forWhom")} autoComplete={{ name: "off", email: "off" }}>
      <MessageField {...bindField(form, "message")} />
    </PersonFields>
  );
}

/** PurchaserFields ask who gives the voucher. */
export function PurchaserFields({ form }: PeopleProps) {
  return (
    <PersonFields form={form} who="purchaser" legend={tVoucher("form.fromWhom")} autoComplete={{ name: "name", email: "email" }} />
  );
}
