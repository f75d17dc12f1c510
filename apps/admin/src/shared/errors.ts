// Reading the API's errors ({message, errors?: {field: message}}) as react-admin's
// HttpError carries them: the message for alerts, the field errors for forms.

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

const bodyOf = (error: unknown): ErrorBody | undefined => {
  if (typeof error !== "object" || error === null || !("body" in error)) return undefined;
  const body = (error as { body: unknown }).body;
  return typeof body === "object" && body !== null ? (body as ErrorBody) : undefined;
};

/** serverMessage is the server's message of a failed call; undefined when it gave none. */
export function serverMessage(error: unknown): string | undefined {
  const message = bodyOf(error)?.message;
  if (Array.isArray(message)) return message.join(", ") || undefined;
  return typeof message === "string" && message.trim() !== "" ? message : undefined;
}

/** fieldErrors are the server's messages per field (strings only). */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = bodyOf(error)?.errors;
  if (typeof errors !== "object" || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === "string" && message !== "") out[field] = message;
  }
  return out;
}

/** SaveFailure is how a failed save shows: messages on fields and/or one above the form. */
export interface SaveFailure {
  fields: Record<string, string>;
  /** formMessage is shown above the form (an i18n key or the server's text); undefined when the fields say it all. */
  formMessage?: string;
}

export interface SaveFailureOptions {
  /** fields are the form's fields; a server error on another field is shown above the form. */
  fields: readonly string[];
  /** emailInUse: a server message containing "email" goes on the e-mail field as this key (users). */
  emailInUse?: string;
}

export const SAVE_FAILED = "wandelwijs.common.saveFailed";

/**
 * saveFailure turns a failed create or update into field errors and a form message: the
 * server's field errors go on their fields; any other message is shown above the form, or
 * 'Er is een fout opgetreden' when the server said nothing.
 */
export function saveFailure(error: unknown, options: SaveFailureOptions): SaveFailure {
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    if (options.fields.includes(field)) fields[field] = message;
    else elsewhere.push(message);
  }
  const message = serverMessage(error);
  if (Object.keys(fields).length > 0) {
    return { fields, formMessage: elsewhere.length > 0 ? elsewhere.join(" ") : undefined };
  }
  if (options.emailInUse && message && message.toLowerCase().includes("email")) {
    return { fields: { email: options.emailInUse } };
  }
  if (elsewhere.length > 0) return { fields, formMessage: elsewhere.join(" ") };
  return { fields, formMessage: message ?? SAVE_FAILED };
}
