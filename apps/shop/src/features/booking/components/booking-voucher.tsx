import { formatEuro } from "@wandelwijs/format/money";
import type { KeyboardEvent, Ref } from "react";
import { InputField } from "../../../shared/components/fields";
import { tBooking } from "../../../shared/i18n/booking";
import type { VoucherState } from "../api/use-voucher-check";

interface VoucherSectionProps {
  ids: string;
  inputRef: Ref<HTMLInputElement>;
  code: string;
  voucher: VoucherState;
  subtotalCents: number;
  busy: boolean;
  onChange: (code: string) => void;
  onCheck: () => void;
}

/** VoucherSection takes a voucher code and checks it, with Controleer or Enter in the field. */
export function VoucherSection({ ids, inputRef, code, voucher, subtotalCents, busy, onChange, onCheck }: VoucherSectionProps) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the code field checks the code instead of sending the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      if (!busy) onCheck();
    }
  }

  return (
    <section className="booking-step" aria-labelledby={`${ids}-voucher`}>
      <h2 id={`${ids}-voucher`}>{tBooking("voucher.heading")}</h2>
      <div className="voucher-row">
        <InputField
          ref={inputRef}
          name="voucherCode"
          label={tBooking("voucher.label")}
          hint={tBooking("voucher.hint")}
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={onChange}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn--secondary" onClick={onCheck} disabled={busy || !code.trim()}>
          {tBooking("voucher.check")}
        </button>
      </div>
      <VoucherResult voucher={voucher} subtotalCents={subtotalCents} />
    </section>
  );
}

/** VoucherResult shows the outcome of a check: the voucher's values, or a red box with why it cannot be used. */
function VoucherResult({ voucher, subtotalCents }: { voucher: VoucherState; subtotalCents: number }) {
  if (voucher.state === "valid") {
    return (
      <div className="voucher-check voucher-check--valid" role="status">
        <p>
          <strong>{tBooking("voucher.valid")}</strong>{" "}
          {tBooking("voucher.values", { value: formatEuro(voucher.valueCents), remaining: formatEuro(voucher.remainingCents) })}
        </p>
        <p>{tBooking("voucher.discount", { discount: formatEuro(Math.min(voucher.remainingCents, subtotalCents)) })}</p>
      </div>
    );
  }
  if (voucher.state === "invalid") {
    return (
      <p className="voucher-check voucher-check--invalid" role="alert">
        {voucher.message}
      </p>
    );
  }
  return null;
}
