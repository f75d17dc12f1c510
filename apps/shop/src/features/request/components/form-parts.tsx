import type { MouseEvent, ReactNode } from "react";
import { PrivacyNote } from "../../../shared/components/privacy-note";
import { tRequest } from "../../../shared/i18n/request";

/**
 * SubmitButton sends a request form, under the note on privacy. While sending it reads
 * 'Verzenden...' and ignores clicks, but stays focusable, so keyboard focus does not fall
 * back to the page.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      <PrivacyNote />
      <button
        type="submit"
        className="btn btn--primary btn--large request-form__submit"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={(event: MouseEvent) => {
          if (busy) event.preventDefault();
        }}
      >
        {busy ? tRequest("sending") : children}
      </button>
    </>
  );
}

/**
 * FailedNotice stays on the form after a failed submit, once the dialog has closed: the
 * same text, and the server's own explanation when it gave one (e.g. too many requests).
 */
export function FailedNotice({ message, detail }: { message: string; detail: string }) {
  return (
    <div className="banner banner--error request-form__failed">
      <p>{message}</p>
      {detail && detail !== message && <p>{detail}</p>}
    </div>
  );
}
