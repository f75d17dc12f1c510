import { emailError, type FieldErrors } from "../../../shared/lib/validation";

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;

export type ProfileField = "name" | "email" | "phone";
export type ProfileValues = Record<ProfileField, string>;

/** validateProfile checks the profile form: name 2 to 100 characters, a valid e-mail, phone optional (spec 1 §5). */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const name = values.name.trim();
  let nameError: string | undefined;
  if (!name) nameError = "Vul je naam in.";
  else if (name.length < NAME_MIN_LENGTH) nameError = `Je naam moet minimaal ${NAME_MIN_LENGTH} tekens lang zijn.`;
  else if (name.length > NAME_MAX_LENGTH) nameError = `Je naam mag maximaal ${NAME_MAX_LENGTH} tekens lang zijn.`;
  return { name: nameError, email: emailError(values.email) };
}
