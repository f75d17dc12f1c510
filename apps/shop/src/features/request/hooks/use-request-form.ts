import type { UseMutationResult } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useModal } from "../../../shared/components/modal";
import { useForm } from "../../../shared/hooks/use-form";
import { serverMessage } from "../../../shared/lib/api-errors";
import { hasErrors, type FieldErrors } from "../../../shared/lib/validation";
import { SUBMIT_FAILED_TITLE } from "../constants";

interface RequestFormOptions<V, Input> {
  initial: V;
  /** validate runs the form's browser checks and returns a Dutch message per field in error. */
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>;
  /** toInput turns the checked values into what the mutation sends. */
  toInput: (values: V) => Input;
  mutation: UseMutationResult<unknown, Error, Input>;
  /** successPath is the thanks page a successful submit goes to. */
  successPath: string;
  /** failure is the dialog text and how long it stays open. */
  failure: { message: string; autoCloseMs: number };
}

/**
 * useRequestForm runs one of the request forms on useForm: values and per-field messages,
 * the browser checks before sending, the server's field messages next to the fields, the thanks page on
 * success, and on failure the 'Fout bij verzenden' dialog plus a message on the form, while
 * everything typed stays in place.
 */
export function useRequestForm<V extends object, Input>({
  initial,
  validate,
  toInput,
  mutation,
  successPath,
  failure,
}: RequestFormOptions<V, Input>) {
  const form = useForm(initial, validate);
  const [failed, setFailed] = useState<{ detail: string } | null>(null);
  const modal = useModal();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>, checked: V = form.values) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!form.check(checked)) return;
    setFailed(null);
    mutation.mutate(toInput(checked), {
      onSuccess: () => {
        void navigate(successPath);
      },
      onError: (error) => {
        form.showServerErrors(error);
        setFailed({ detail: serverMessage(error, "") });
        modal.show({
          title: SUBMIT_FAILED_TITLE,
          message: failure.message,
          type: "error",
          autoCloseMs: failure.autoCloseMs,
        });
      },
    });
  }

  /** closeDialog closes the failure dialog and takes the visitor to the first field the server refused. */
  function closeDialog() {
    modal.close();
    if (hasErrors(form.errors)) form.focusFirstInvalid();
  }

  return {
    values: form.values,
    errors: form.errors,
    setField: form.setField,
    replaceValues: form.replaceValues,
    onSubmit,
    formRef: form.formRef,
    busy: mutation.isPending,
    /**
     * failed is set after a failed submit until the next attempt: the form then repeats the
     * dialog's text, with the server's own explanation (detail) when it gave one.
     */
    failed: failed && { message: failure.message, detail: failed.detail },
    dialog: { ...modal.props, onClose: closeDialog },
  };
}
