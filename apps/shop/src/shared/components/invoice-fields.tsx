import { useId } from "react";
import { tCommon } from "../i18n/common";
import { CheckboxField, InputField } from "./fields";

/** InvoiceRequest is "Ik wil een factuur": what the invoice names besides name and e-mail. */
export interface InvoiceRequest {
  company: string;
  address: string;
  vatId: string;
}

export const NO_INVOICE: InvoiceRequest = { company: "", address: "", vatId: "" };

interface InvoiceFieldsProps {
  /** value is the request, or null while the box is not ticked. */
  value: InvoiceRequest | null;
  onChange: (value: InvoiceRequest | null) => void;
  /** errors are the server's field messages ("invoice.address" …). */
  errors: Record<string, string>;
  disabled?: boolean;
}

/**
 * InvoiceFields is the optional "Ik wil een factuur" of the booking and voucher forms:
 * ticked, it asks the company (optional), the address and the btw-id (optional) the
 * invoice names.
 */
export function InvoiceFields({ value, onChange, errors, disabled }: InvoiceFieldsProps) {
  const id = useId();
  const set = (field: keyof InvoiceRequest) => (v: string) => onChange({ ...(value ?? NO_INVOICE), [field]: v });
  return (
    <div className="invoice-fields">
      <CheckboxField
        name="wantsInvoice"
        label={tCommon("invoice.want")}
        checked={value !== null}
        controls={id}
        hint={tCommon("invoice.hint")}
        onChange={(on) => onChange(on ? (value ?? NO_INVOICE) : null)}
      />
      {value && (
        <div id={id}>
          <InputField
            name="invoiceCompany"
            label={tCommon("invoice.company")}
            value={value.company}
            onChange={set("company")}
            error={errors["invoice.company"]}
            autoComplete="organization"
            disabled={disabled}
          />
          <InputField
            name="invoiceAddress"
            label={tCommon("invoice.address")}
            required
            hint={tCommon("invoice.addressHint")}
            value={value.address}
            onChange={set("address")}
            error={errors["invoice.address"]}
            autoComplete="street-address"
            disabled={disabled}
          />
          <InputField
            name="invoiceVatId"
            label={tCommon("invoice.vatId")}
            placeholder={tCommon("invoice.vatIdPlaceholder")}
            value={value.vatId}
            onChange={set("vatId")}
            error={errors["invoice.vatId"]}
            disabled={disabled}
          />
        </div>
      )}
    </div>
  );
}
