import { ApiError } from "@wandelwijs/api-client/client";
import { tAccount } from "../../../shared/i18n/account";

/** PROFILE_UPDATE_ERRORS are the texts for a failed profile update without a server message. */
const PROFILE_UPDATE_ERRORS: Record<number, string> = {
  400: tAccount("profile.errors.badInput"),
  401: tAccount("profile.errors.signedOut"),
  403: tAccount("profile.errors.forbidden"),
  409: tAccount("profile.errors.emailTaken"),
};

const PROFILE_UPDATE_FAILED = tAccount("profile.errors.failed");

/**
 * profileUpdateErrorMessage is what the profile page shows when saving fails: the server's
 * message if it sent one (the API client joins a list of messages with ", "), else a text
 * by status. A network failure's English text is never shown.
 */
export function profileUpdateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return PROFILE_UPDATE_FAILED;
  if (error.message) return error.message;
  return PROFILE_UPDATE_ERRORS[error.status] ?? PROFILE_UPDATE_FAILED;
}
