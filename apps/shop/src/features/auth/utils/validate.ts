import { emailError, nameError, type FieldErrors } from "../../../shared/lib/validation";
import { tAccount } from "../../../shared/i18n/account";
import { tCommon } from "../../../shared/i18n/common";

/** PASSWORD_MIN_LENGTH is the shortest password an account may have. */
export const PASSWORD_MIN_LENGTH = 8;

export type LoginField = "email" | "password";
export type LoginValues = Record<LoginField, string>;

/** validateLogin checks the login form: e-mail (of e-mail format) and password are required. */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return {
    email: emailError(values.email),
    password: values.password ? undefined : tAccount("validation.password"),
  };
}

export type RegisterField = "name" | "email" | "phone" | "password";
export type RegisterValues = Record<RegisterField, string>;

function passwordError(password: string): string | undefined {
  if (!password) return tAccount("validation.choosePassword");
  if (password.length < PASSWORD_MIN_LENGTH) {
    return tAccount("validation.passwordTooShort", { min: PASSWORD_MIN_LENGTH });
  }
  return undefined;
}

export type ForgotField = "email";

/** validateForgot checks the forgotten-password form: an e-mail address. */
export function validateForgot(values: Record<ForgotField, string>): FieldErrors<ForgotField> {
  return { email: emailError(values.email) };
}

export type ResetField = "password";

/** validateReset checks the new-password form: a password of 8 or more characters. */
export function validateReset(values: Record<ResetField, string>): FieldErrors<ResetField> {
  return { password: passwordError(values.password) };
}

/** validateRegister checks the register form: all four fields required, a password of 8 or more characters. */
export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  return {
    name: nameError(values.name),
    email: emailError(values.email),
    phone: values.phone.trim() ? undefined : tCommon("validation.phoneRequired"),
    password: passwordError(values.password),
  };
}
