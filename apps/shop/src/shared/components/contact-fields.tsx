import type { ReactNode } from "react";
import { bindField, InputField, type FormState } from "./fields";
import { tCommon } from "../i18n/common";

/** ContactFieldNames are the names a form gives its name, e-mail and phone fields. */
export interface ContactFieldNames<F extends string> {
  name: F;
  email: F;
  phone: F;
}

interface ContactFieldsProps<F extends string> {
  names: ContactFieldNames<F>;
  form: FormState<NoInfer<F>>;
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
  form,
  nameLabel = tCommon("fields.name"),
  nameMaxLength,
  emailHint,
  phone,
}: ContactFieldsProps<F>) {
  return (
    <>
      <InputField
        {...bindField(form, names.name)}
        label={nameLabel}
        autoComplete="name"
        required
        maxLength={nameMaxLength}
      />
      <InputField
        {...bindField(form, names.email)}
        label={tCommon("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        hint={emailHint}
      />
      <InputField
        {...bindField(form, names.phone)}
        label={tCommon("fields.phone")}
        type="tel"
        autoComplete="tel"
        required={phone.required}
        placeholder={phone.placeholder}
        hint={phone.hint}
      />
    </>
  );
}
