import { useId, type InputHTMLAttributes, type Ref } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "onChange" | "value"> {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** error is shown under the field and marks it invalid. */
  error?: string;
  /** hint is a short help text under the label. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** TextField is a labelled input with an optional hint and error, both tied to it for screen readers. */
export function TextField({ name, label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {!input.required && <span className="field__optional"> (optioneel)</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        name={name}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
