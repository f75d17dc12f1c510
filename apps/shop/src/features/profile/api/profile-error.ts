import { ApiError } from "@wandelwijs/api-client/client";

/** PROFILE_UPDATE_ERRORS are the texts for a failed profile update without a server message (spec 1 §8). */
const PROFILE_UPDATE_ERRORS: Record<number, string> = {
  400: "Controleer je invoer en probeer opnieuw",
  401: "Je bent niet ingelogd. Log opnieuw in.",
  403: "Je hebt geen rechten om dit profiel te wijzigen",
  409: "Dit e-mailadres is al in gebruik",
};

const PROFILE_UPDATE_FAILED = "Er is een fout opgetreden bij het bijwerken van je profiel";

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
