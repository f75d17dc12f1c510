import { emailError, type FieldErrors } from "../../../shared/lib/validation";

/** PASSWORD_MIN_LENGTH is the shortest password an account may have (spec 1 §5). */
export const PASSWORD_MIN_LENGTH = 8;

export type LoginField = "email" | "password";
export type LoginValues = Record<LoginField, string>;

/** validateLogin checks the login form: e-mail (of e-mail format) and password are required. */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return {
    email: emailError(values.email),
    password: values.password ? undefined : "Vul je wachtwoord in.",
  };
}

export type RegisterField = "name" | "email" | "phone" | "password";
export type RegisterValues = Record<RegisterField, string>;

function passwordError(password: string): string | undefined {
  if (!password) return "Kies een wachtwoord.";
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Je wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens lang zijn.`;
  }
  return undefined;
}

/** validateRegister checks the register form: all four fields required, a password of 8 or more characters. */
export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  return {
    name: values.name.trim() ? undefined : "Vul je naam in.",
    email: emailError(values.email),
    phone: values.phone.trim() ? undefined : "Vul je telefoonnummer in.",
    password: passwordError(values.password),
  };
}
