import { emailError, type FieldErrors } from "../../../shared/lib/validation";
import { tAccount } from "../../../shared/i18n/account";
import { tCommon } from "../../../shared/i18n/common";

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;

export type ProfileField = "name" | "email" | "phone";
export type ProfileValues = Record<ProfileField, string>;

/** validateProfile checks the profile form: name 2 to 100 characters, a valid e-mail, phone optional. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const name = values.name.trim();
  let nameError: string | undefined;
  if (!name) nameError = tCommon("validation.nameRequired");
  else if (name.length < NAME_MIN_LENGTH) nameError = tAccount("validation.nameTooShort", { min: NAME_MIN_LENGTH });
  else if (name.length > NAME_MAX_LENGTH) nameError = tAccount("validation.nameTooLong", { max: NAME_MAX_LENGTH });
  return { name: nameError, email: emailError(values.email) };
}
