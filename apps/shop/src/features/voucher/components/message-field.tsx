import { useId } from "react";
import { MAX_MESSAGE_LENGTH } from "../constants";
import { tVoucher } from "../../../shared/i18n/voucher";
import { tCommon } from "../../../shared/i18n/common";

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
        {tVoucher("message.label")} <span className="field__optional">{tCommon("fields.optional")}</span>
      </label>
      <p id={hintId} className="field__hint">
        {tVoucher("message.hint")}
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
        {tVoucher("message.counter", { length, max: MAX_MESSAGE_LENGTH })}
      </p>
      <span className="sr-only" aria-live="polite">
        {full ? tVoucher("message.full", { max: MAX_MESSAGE_LENGTH }) : ""}
      </span>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
