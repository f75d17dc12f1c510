import { isPersonName } from "@wandelwijs/format/name";
import { tCommon } from "../i18n/common";
// Browser-side checks of the shop's forms with messages from the catalogue. The server checks again and its
// messages are shown as returned; these only save a round trip.

/** FieldErrors maps a field name to its message. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

// The e-mail syntax an <input type="email"> accepts (WHATWG HTML, "valid e-mail address").
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** isEmail tells whether value is an e-mail address as the browser's e-mail field sees one. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** emailError checks a required e-mail address. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return tCommon("validation.emailRequired");
  if (!isEmail(email)) return tCommon("validation.emailInvalid");
  return undefined;
}

/** nameError checks a required name: written as a person's name (the services' rule). */
export function nameError(value: string, missing = tCommon("validation.nameRequired")): string | undefined {
  const name = value.trim();
  if (!name) return missing;
  if (!isPersonName(name)) return tCommon("validation.nameChars");
  return undefined;
}

/** hasErrors tells whether any field has a message. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

