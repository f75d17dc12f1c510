import { useId } from "react";
import { tCommon } from "../i18n/common";
import { CheckboxField, InputField } from "./fields";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** InvoiceRequest is "Ik wil een factuur": what the invoice names besides name and e-mail. */
export type InvoiceRequest = shop.InvoiceRequest;

export const NO_INVOICE: InvoiceRequest = { company: "", address: "", vatId: "" };

/** FIELDS are the request's fields with their form names, in the form's order. */
const FIELDS: { field: keyof InvoiceRequest; name: string; autoComplete?: string }[] = [
  { field: "company", name: "invoiceCompany", autoComplete: "organization" },
  { field: "address", name: "invoiceAddress", autoComplete: "street-address" },
  { field: "vatId", name: "invoiceVatId" },
];

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
      {/* The container stays, so the box's aria-controls always names an element. */}
      <div id={id}>
        {value &&
          FIELDS.map((f) => (
            <InputField
              key={f.field}
              name={f.name}
              label={tCommon(`invoice.${f.field}`)}
              required={f.field === "address"}
              hint={f.field === "address" ? tCommon("invoice.addressHint") : undefined}
              placeholder={f.field === "vatId" ? tCommon("invoice.vatIdPlaceholder") : undefined}
              value={value[f.field]}
              onChange={set(f.field)}
              error={errors[`invoice.${f.field}`]}
              autoComplete={f.autoComplete}
              disabled={disabled}
            />
          ))}
      </div>
    </div>
  );
}
