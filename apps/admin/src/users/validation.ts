// The user form's checks. Each error is an i18n key whose Dutch text is the
// spec's message; react-admin translates it under the field.
import { isPersonName } from "@wandelwijs/format/name";

/** PASSWORD_MIN is the shortest password. */
export const PASSWORD_MIN = 8;

/** DUTCH_PHONE: +31 or 0, then 1-3 digits, an optional space or hyphen, then 6-8 digits. */
export const DUTCH_PHONE = /^(\+31|0)\d{1,3}[ -]?\d{6,8}$/;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface UserFormValues {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  role?: string | null;
}

const key = (name: string) => `wandelwijs.validation.user.${name}`;

type UserErrors = Partial<Record<keyof UserFormValues, string>>;

/** validateUser checks a new user (password required) or an edited one (empty password kept). */
export function validateUser(values: UserFormValues, mode: "create" | "edit"): UserErrors {
  const errors: UserErrors = {};
  const name = values.name?.trim() ?? "";
  if (!name) errors.name = key("nameRequired");
  else if (!isPersonName(name)) errors.name = key("nameChars");

  const email = values.email?.trim() ?? "";
  if (!email) errors.email = key("emailRequired");
  else if (!EMAIL.test(email)) errors.email = key("emailInvalid");

  const password = values.password ?? "";
  if (!password) {
    if (mode === "create") errors.password = key("passwordRequired");
  } else if (password.length < PASSWORD_MIN) {
    errors.password = key("passwordTooShort");
  }

  const phone = values.phone?.trim() ?? "";
  if (phone && !DUTCH_PHONE.test(phone)) errors.phone = key("phoneInvalid");
  return errors;
}

/**
 * userBody is what POST /users (create) or PATCH /users/{id} (edit) take. On edit an empty
 * password is not sent, and an emptied phone is sent as "" (the API leaves a field it is not
 * sent, or sent null, unchanged); without a role the role is left out (an admin editing
 * themselves).
 */
export function userBody(values: UserFormValues, mode: "create" | "edit", { includeRole = true } = {}) {
  const phone = values.phone?.trim() ?? "";
  const body: Record<string, string> = {
    name: values.name?.trim() ?? "",
    email: values.email?.trim() ?? "",
    phone,
  };
  if (mode === "create" && phone === "") delete body.phone;
  if (values.password) body.password = values.password;
  if (includeRole) body.role = values.role ?? "USER";
  return body;
}
