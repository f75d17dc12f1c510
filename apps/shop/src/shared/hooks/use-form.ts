import { useRef, useState } from "react";
import { serverFieldErrors } from "../lib/api-errors";
import { hasErrors, type FieldErrors } from "../lib/validation";
import { useFocusFirstInvalid } from "./use-focus-first-invalid";

/**
 * useForm holds a form's values and per-field messages: the one form hook of the shop.
 * check() runs the browser checks before a submit; showServerErrors() puts the server's
 * field messages next to the fields. Either moves focus to the first field in error. A
 * field with a message is checked again while it is edited, so the message goes as soon
 * as the value is right.
 */
export function useForm<V extends object>(initial: V, validate: (values: V) => FieldErrors<Extract<keyof V, string>>) {
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

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

  /** check runs the browser checks on checked (the current values unless given). */
  function check(checked: V = values): boolean {
    const found = validate(checked);
    setErrors(found);
    if (!hasErrors(found)) return true;
    focusFirstInvalid();
    return false;
  }

  /** showServerErrors puts the server's field messages next to the form's fields. */
  function showServerErrors(error: unknown) {
    const fromServer = serverFieldErrors(error);
    const found: FieldErrors<Field> = {};
    for (const field of Object.keys(initial) as Field[]) if (fromServer[field]) found[field] = fromServer[field];
    setErrors(found);
    if (hasErrors(found)) focusFirstInvalid();
  }

  function reset(to: V = initial) {
    setValues(to);
    setErrors({});
  }

  return { values, errors, setField, replaceValues, check, showServerErrors, reset, formRef, focusFirstInvalid };
}
