import type { UseMutationResult } from "@tanstack/react-query";
import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useModal } from "../../../shared/components/modal";
import { useFocusFirstInvalid } from "../../../shared/hooks/use-focus-first-invalid";
import { serverFieldErrors, serverMessage } from "../../../shared/lib/api-errors";
import { hasErrors, type FieldErrors } from "../../../shared/lib/validation";
import { SUBMIT_FAILED_TITLE } from "../constants";

interface RequestFormOptions<V, Input> {
  initial: V;
  /** validate runs the browser checks of spec 2 §5 and returns a Dutch message per field in error. */
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>;
  /** toInput turns the checked values into what the mutation sends. */
  toInput: (values: V) => Input;
  mutation: UseMutationResult<unknown, Error, Input>;
  /** successPath is the thanks page a successful submit goes to. */
  successPath: string;
  /** failure is the dialog text and how long it stays open (spec 2 §8). */
  failure: { message: string; autoCloseMs: number };
}

/**
 * useRequestForm runs one of the request forms: values and per-field messages, the browser
 * checks before sending, the server's field messages next to the fields, the thanks page on
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
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failed, setFailed] = useState<{ detail: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const modal = useModal();
  const navigate = useNavigate();

  /** setField changes one value; a field showing a message is checked again at once. */
  function setField<K extends Field>(field: K, value: V[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  }

  /** replaceValues swaps all values at once, e.g. after a field normalised itself on blur. */
  function replaceValues(next: V) {
    setValues(next);
    setErrors((current) => {
      if (!hasErrors(current)) return current;
      const found = validate(next);
      const kept: FieldErrors<Field> = {};
      for (const field of Object.keys(current) as Field[]) if (current[field]) kept[field] = found[field];
      return kept;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>, checked: V = values) {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validate(checked);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid();
      return;
    }
    setFailed(null);
    mutation.mutate(toInput(checked), {
      onSuccess: () => {
        void navigate(successPath);
      },
      onError: (error) => {
        const fromServer = serverFieldErrors(error);
        const fieldErrors: FieldErrors<Field> = {};
        for (const field of Object.keys(checked) as Field[]) {
          if (fromServer[field]) fieldErrors[field] = fromServer[field];
        }
        setErrors(fieldErrors);
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
    if (hasErrors(errors)) focusFirstInvalid();
  }

  return {
    values,
    errors,
    setField,
    replaceValues,
    onSubmit,
    formRef,
    busy: mutation.isPending,
    /**
     * failed is set after a failed submit until the next attempt: the form then repeats the
     * dialog's text, with the server's own explanation (detail) when it gave one.
     */
    failed: failed && { message: failure.message, detail: failed.detail },
    dialog: { ...modal.props, onClose: closeDialog },
  };
}
