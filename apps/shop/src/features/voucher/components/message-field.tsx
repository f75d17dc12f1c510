import { useId } from "react";
import { MAX_MESSAGE_LENGTH } from "../constants";

interface MessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * MessageField is the optional personal message, up to 500 characters, with a counter. The
 * counter is read with the field; reaching the limit is announced once.
 */
export function MessageField({ value, onChange, error }: MessageFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const length = value.length;
  const full = length >= MAX_MESSAGE_LENGTH;
  return (
    <div className="field message-field">
      <label className="field__label" htmlFor={id}>
        Persoonlijke boodschap <span className="field__optional">(optioneel)</span>
      </label>
      <p id={hintId} className="field__hint">
        Komt op de cadeaubon en in de e-mail aan de ontvanger.
      </p>
      <textarea
        id={id}
        name="message"
        className="field__input message-field__input"
        rows={4}
        maxLength={MAX_MESSAGE_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, counterId, error ? errorId : ""].filter(Boolean).join(" ")}
      />
      <p id={counterId} className={`message-field__counter${full ? " message-field__counter--full" : ""}`}>
        {length}/{MAX_MESSAGE_LENGTH} tekens
      </p>
      <span className="sr-only" aria-live="polite">
        {full ? `Je hebt het maximum van ${MAX_MESSAGE_LENGTH} tekens bereikt.` : ""}
      </span>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
