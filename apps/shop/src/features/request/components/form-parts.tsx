import type { ComponentProps, FormEvent, ReactNode, Ref } from "react";
import { BusySubmitButton } from "../../../shared/components/busy-button";
import { Modal } from "../../../shared/components/modal";
import { PrivacyNote } from "../../../shared/components/privacy-note";
import { tRequest } from "../../../shared/i18n/request";

interface RequestFormFrameProps {
  /** form is what useRequestForm gives the form element, its notice, button and dialog. */
  form: {
    formRef: Ref<HTMLFormElement>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    failed: { message: string; detail: string } | null;
    busy: boolean;
    dialog: ComponentProps<typeof Modal>;
  };
  /** id names the form's heading: `${id}-title`. */
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  submit: ReactNode;
  /** onSubmit replaces form.onSubmit, for a form that prepares its values first. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * RequestFormFrame is what every request form has around its fields: the form named by its
 * heading, an intro, the notice after a failed submit, the submit button and the failure dialog.
 */
export function RequestFormFrame({ form, id, heading, intro, submit, onSubmit, children }: RequestFormFrameProps) {
  return (
    <form
      ref={form.formRef}
      className="form request-form"
      onSubmit={onSubmit ?? form.onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{heading}</h2>
      {intro && <p className="request-form__intro">{intro}</p>}
      {children}
      {form.failed && <FailedNotice {...form.failed} />}
      <SubmitButton busy={form.busy}>{submit}</SubmitButton>
      <Modal {...form.dialog} />
    </form>
  );
}

/** SubmitButton sends a request form, under the note on privacy; while sending it reads 'Verzenden...'. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <>
      <PrivacyNote />
      <BusySubmitButton busy={busy} busyLabel={tRequest("sending")} className="btn btn--primary btn--large request-form__submit">
        {children}
      </BusySubmitButton>
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
