import { useRef, useState } from "react";
import { serverFieldErrors } from "../lib/api-errors";
import { hasErrors, type FieldErrors } from "../lib/validation";
import { useFocusFirstInvalid } from "./use-focus-first-invalid";

/**
 * useForm holds a small form's text values and per-field messages. check() runs the
 * browser checks before a submit; showServerErrors() puts the server's field messages next
 * to the fields. Either moves focus to the first field in error. A field with a message is
 * checked again while it is edited, so the message goes as soon as the value is right.
 */
export function useForm<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  function setField(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  }

  function check(): boolean {
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) return true;
    focusFirstInvalid();
    return false;
  }

  function showServerErrors(error: unknown) {
    const fromServer = serverFieldErrors(error);
    const found: FieldErrors<F> = {};
    for (const field of fields) if (fromServer[field]) found[field] = fromServer[field];
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid();
  }

  function reset(to: Record<F, string> = initial) {
    setValues(to);
    setErrors({});
  }

  return { values, errors, setField, check, showServerErrors, reset, formRef };
}
