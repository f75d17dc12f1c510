import { useId } from "react";
import { AMOUNT_STEP, MAX_AMOUNT, MIN_AMOUNT, VOUCHER_PRESETS } from "../constants";
import { chosenAmount, euroLabel, type AmountChoice } from "../utils/amount";
import { tVoucher } from "../../../shared/i18n/voucher";

interface AmountPickerProps {
  choice: AmountChoice;
  onChange: (choice: AmountChoice) => void;
  /** onFreeBlur runs when the free amount loses focus: there an invalid entry falls back to FALLBACK_AMOUNT. */
  onFreeBlur: () => void;
  /** notice says, politely, that an entry was replaced by the fallback. */
  notice?: string;
  /** error is the server's message about the amount. */
  error?: string;
}

/**
 * AmountPicker offers the preset amounts as a radio group, plus "Ander bedrag", which
 * reveals a field for a free amount between MIN_AMOUNT and MAX_AMOUNT euro in steps of AMOUNT_STEP.
 */
export function AmountPicker({ choice, onChange, onFreeBlur, notice, error }: AmountPickerProps) {
  const id = useId();
  const freeId = `${id}-free`;
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const current = chosenAmount(choice);
  const isFree = choice.kind === "free";

  return (
    <fieldset className="form-group amount-picker" aria-describedby={error ? errorId : undefined}>
      <legend>{tVoucher("amount.legend")}</legend>
      <div className="amount-picker__options">
        {VOUCHER_PRESETS.map((euros) => (
          <label key={euros} className="amount-option">
            <input
              type="radio"
              name={`${id}-amount`}
              value={euros}
              checked={choice.kind === "preset" && choice.euros === euros}
              onChange={() => onChange({ kind: "preset", euros })}
            />
            <span>{euroLabel(euros)}</span>
          </label>
        ))}
        <label className="amount-option amount-option--free">
          <input
            type="radio"
            name={`${id}-amount`}
            value="free"
            checked={isFree}
            aria-controls={freeId}
            onChange={() => onChange({ kind: "free", typed: String(current) })}
          />
          <span>{tVoucher("amount.otherAmount")}</span>
        </label>
      </div>

      <div id={freeId} className="amount-picker__free">
        {isFree && (
          <div className="field">
            <label className="field__label" htmlFor={`${freeId}-input`}>
              {tVoucher("amount.otherAmountLabel")}
            </label>
            <p id={hintId} className="field__hint">
              {tVoucher("amount.range", { min: euroLabel(MIN_AMOUNT), max: euroLabel(MAX_AMOUNT), step: euroLabel(AMOUNT_STEP) })}
            </p>
            <div className="amount-input">
              <span className="amount-input__sign" aria-hidden="true">
                €
              </span>
              <input
                id={`${freeId}-input`}
                name="freeAmount"
                className="field__input amount-input__field"
                type="number"
                inputMode="numeric"
                min={MIN_AMOUNT}
                max={MAX_AMOUNT}
                step={AMOUNT_STEP}
                value={choice.typed}
                onChange={(event) => onChange({ kind: "free", typed: event.target.value })}
                onBlur={onFreeBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={[hintId, notice ? noticeId : "", error ? errorId : ""].filter(Boolean).join(" ")}
              />
            </div>
          </div>
        )}
      </div>
      <p id={noticeId} className="amount-picker__notice" aria-live="polite">
        {notice}
      </p>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
