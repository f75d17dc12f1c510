// The shop's labelled form fields: one-line input, text box, drop-down list and check box.
// Each ties its label to the control (htmlFor), its hint and error to the control
// (aria-describedby) and marks itself invalid (aria-invalid) when it has an error.
// Required is the norm: a required field carries the native required attribute, and only an
// optional field says so in its label, with " (optioneel)".

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import "../styles/forms.css";
import { tCommon } from "../i18n/common";
import type { FieldErrors } from "../lib/validation";

interface FrameProps {
  label: string;
  /** required fields get the native attribute; the others get " (optioneel)" after the label. */
  required?: boolean;
  /** hint is a short help text under the label. */
  hint?: ReactNode;
  /** error is shown under the field and marks it invalid. */
  error?: string;
}

/** useDescribedBy gives the ids of a field's hint and error and the aria attributes that point to them. */
function useDescribedBy(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, aria: { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {label}
      {/* The space sits outside the span, so every reader of the label's name keeps it. */}
      {!required && (
        <>
          {" "}
          <span className="field__optional">{tCommon("fields.optional")}</span>
        </>
      )}
    </label>
  );
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="field__hint">
      {hint}
    </p>
  );
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      {error}
    </p>
  );
}

/** The attributes Field hands its control: the id its label points to and the aria links. */
interface ControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

/** Field is the frame every labelled field shares: label, hint, the control, error. */
function Field({ label, required, hint, error, control }: FrameProps & { control: (props: ControlProps) => ReactNode }) {
  const { id, hintId, errorId, aria } = useDescribedBy(hint, error);
  return (
    <div className="field">
      <Label htmlFor={id} label={label} required={required} />
      <Hint id={hintId} hint={hint} />
      {control({ id, ...aria })}
      <ErrorText id={errorId} error={error} />
    </div>
  );
}

/** FormState is what a form's text fields need of it: the values, their messages and a way to change one. */
export interface FormState<F extends string> {
  values: Record<F, string>;
  errors: FieldErrors<F>;
  setField: (field: F, value: string) => void;
}

/** bindField gives the text field name of form its name, value, change handler and message. */
export function bindField<F extends string>(form: FormState<NoInfer<F>>, name: F) {
  return { name, value: form.values[name], onChange: (value: string) => form.setField(name, value), error: form.errors[name] };
}

/** The props of a field whose control holds text, without those Field and the field set. */
type TextControl<A> = FrameProps &
  Omit<A, "id" | "name" | "onChange" | "value" | "required"> & {
    name: string;
    value: string;
    onChange: (value: string) => void;
  };

type InputProps = TextControl<InputHTMLAttributes<HTMLInputElement>> & { ref?: Ref<HTMLInputElement> };

/** InputField is a labelled one-line input (text, e-mail, phone, password, number). */
export function InputField({ label, required, hint, error, name, value, onChange, ...input }: InputProps) {
  return (
    <Field
      {...{ label, required, hint, error }}
      control={(props) => (
        <input
          {...input}
          {...props}
          name={name}
          required={required}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  );
}

type TextAreaProps = TextControl<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** TextAreaField is a labelled text box for longer answers. */
export function TextAreaField({ label, required, hint, error, name, value, onChange, rows = 5, ...area }: TextAreaProps) {
  return (
    <Field
      {...{ label, required, hint, error }}
      control={(props) => (
        <textarea
          {...area}
          {...props}
          name={name}
          rows={rows}
          required={required}
          className="field__input field__input--area"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  );
}

type SelectProps = TextControl<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: readonly { value: string; label: string }[];
  /** placeholder is the first, empty choice, e.g. "Kies een duur". */
  placeholder?: string;
};

/** SelectField is a labelled drop-down list. */
export function SelectField({
  label,
  required,
  hint,
  error,
  name,
  value,
  onChange,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <Field
      {...{ label, required, hint, error }}
      control={(props) => (
        <select
          {...select}
          {...props}
          name={name}
          required={required}
          className="field__input field__input--select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

interface CheckboxProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  /** controls is the id of the part of the form this box shows or hides. */
  controls?: string;
}

/**
 * CheckboxField is a check box with its label beside it. A yes-or-no box is never left
 * unanswered, so it is neither required nor marked optional.
 */
export function CheckboxField({ name, label, checked, onChange, hint, controls }: CheckboxProps) {
  const { id, hintId, aria } = useDescribedBy(hint, undefined);
  return (
    <div className="field field--checkbox">
      <input
        {...aria}
        id={id}
        name={name}
        type="checkbox"
        className="field__checkbox"
        checked={checked}
        aria-controls={controls}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <Hint id={hintId} hint={hint} />
    </div>
  );
}
