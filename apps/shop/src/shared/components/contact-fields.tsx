import type { ReactNode } from "react";
import type { FieldErrors } from "../lib/validation";
import { InputField } from "./fields";
import { tCommon } from "../i18n/common";

/** ContactFieldNames are the names a form gives its name, e-mail and phone fields. */
export interface ContactFieldNames<F extends string> {
  name: F;
  email: F;
  phone: F;
}

interface ContactFieldsProps<F extends string> {
  names: ContactFieldNames<F>;
  values: Record<F, string>;
  errors: FieldErrors<F>;
  setField: (field: F, value: string) => void;
  /** nameLabel replaces "Naam" (e.g. "Naam contactpersoon"). */
  nameLabel?: string;
  nameMaxLength?: number;
  emailHint?: ReactNode;
  phone: { required: boolean; hint?: ReactNode; placeholder?: string };
}

/**
 * ContactFields are the name, e-mail and phone fields every form that asks who you are
 * shares: the same labels, autocomplete and keyboards, with each form's own names, hints
 * and whether the phone is required.
 */
export function ContactFields<F extends string>({
  names,
  values,
  errors,
  setField,
  nameLabel = tCommon("fields.name"),
  nameMaxLength,
  emailHint,
  phone,
}: ContactFieldsProps<F>) {
  return (
    <>
      <InputField
        name={names.name}
        label={nameLabel}
        autoComplete="name"
        required
        maxLength={nameMaxLength}
        value={values[names.name]}
        onChange={(value) => setField(names.name, value)}
        error={errors[names.name]}
      />
      <InputField
        name={names.email}
        label={tCommon("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint={emailHint}
        value={values[names.email]}
        onChange={(value) => setField(names.email, value)}
        error={errors[names.email]}
      />
      <InputField
        name={names.phone}
        label={tCommon("fields.phone")}
        type="tel"
        autoComplete="tel"
        required={phone.required}
        placeholder={phone.placeholder}
        hint={phone.hint}
        value={values[names.phone]}
        onChange={(value) => setField(names.phone, value)}
        error={errors[names.phone]}
      />
    </>
  );
}
