import { emailError, nameError, type FieldErrors } from "../../../shared/lib/validation";
import { tAccount } from "../../../shared/i18n/account";

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;

export type ProfileField = "name" | "email" | "phone";
export type ProfileValues = Record<ProfileField, string>;

/** validateProfile checks the profile form: a name of 2 to 100 characters, a valid e-mail, phone optional. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const name = values.name.trim();
  let error = nameError(name);
  if (!error && name.length < NAME_MIN_LENGTH) error = tAccount("validation.nameTooShort", { min: NAME_MIN_LENGTH });
  else if (!error && name.length > NAME_MAX_LENGTH) error = tAccount("validation.nameTooLong", { max: NAME_MAX_LENGTH });
  return { name: error, email: emailError(values.email) };
}
