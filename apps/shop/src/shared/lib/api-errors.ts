import { ApiError } from "@wandelwijs/api-client/client";

/**
 * serverMessage is the server's own message for a failed call, or fallback when there is
 * none (a network error's English text is never shown).
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** serverFieldErrors are the per-field messages of a failed call ({errors: {field: message}}). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.errors : {};
}
