import { formatEuro } from "@wandelwijs/format/money";
import { useState, type FormEvent, type MouseEvent } from "react";
import { Banner } from "../../../shared/components/banner";
import { InputField } from "../../../shared/components/fields";
import { useForm } from "../../../shared/hooks/use-form";
import { serverFieldErrors, serverMessage } from "../../../shared/lib/api-errors";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { useCreateVoucherPayment } from "../api/create-voucher-payment";
import { AMOUNT_STEP, DEFAULT_AMOUNT, FALLBACK_AMOUNT, MAX_AMOUNT, MAX_NAME_LENGTH, MIN_AMOUNT, PURCHASE_FAILED } from "../constants";
import { chosenAmount, euroLabel, parseAmount, type AmountChoice } from "../utils/amount";
import { VOUCHER_INITIAL, validateVoucher } from "../utils/validate";
import { AmountPicker } from "./amount-picker";
import { MessageField } from "./message-field";
import { VoucherPreview } from "./voucher-preview";
import { PrivacyNote } from "../../../shared/components/privacy-note";

const FALLBACK_NOTICE =
  `Dat bedrag kan niet, dus we hebben er ${euroLabel(FALLBACK_AMOUNT)} van gemaakt. ` +
  `Kies een bedrag van ${euroLabel(MIN_AMOUNT)} tot ${euroLabel(MAX_AMOUNT)}, in stappen van ${euroLabel(AMOUNT_STEP)}.`;

/**
 * VoucherForm buys a gift voucher (spec 1 §2): an amount (a preset or a free amount),
 * the recipient and purchaser, an optional message, and a preview of the voucher that
 * follows every change. Sending creates the payment and takes the browser to checkout.
 */
export function VoucherForm() {
  const [choice, setChoice] = useState<AmountChoice>({ kind: "preset", euros: DEFAULT_AMOUNT });
  const [notice, setNotice] = useState<string>();
  const [amountError, setAmountError] = useState<string>();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm(VOUCHER_INITIAL, validateVoucher);
  const { values, errors, setField } = form;
  const purchase = useCreateVoucherPayment();
  const busy = purchase.isPending || redirecting;
  const euros = chosenAmount(choice);

  function changeAmount(next: AmountChoice) {
    setChoice(next);
    setNotice(undefined);
    setAmountError(undefined);
  }

  /** settleFreeAmount puts the fallback in place of a free amount that cannot be, and says so. */
  function settleFreeAmount(): number {
    if (choice.kind !== "free") return choice.euros;
    const parsed = parseAmount(choice.typed);
    const settled = parsed ?? FALLBACK_AMOUNT;
    if (String(settled) !== choice.typed) setChoice({ kind: "free", typed: String(settled) });
    if (parsed === null) setNotice(FALLBACK_NOTICE);
    return settled;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const amount = settleFreeAmount();
    purchase.reset();
    setAmountError(undefined);
    if (!form.check()) return;
    const message = values.message.trim();
    purchase.mutate(
      {
        valueCents: amount * 100,
        recipientName: values.recipientName.trim(),
        recipientEmail: values.recipientEmail.trim(),
        purchaserName: values.purchaserName.trim(),
        purchaserEmail: values.purchaserEmail.trim(),
        ...(message ? { message } : {}),
      },
      {
        onSuccess: ({ checkoutUrl }) => {
          setRedirecting(true);
          browserNavigation.assign(checkoutUrl);
        },
        onError: (error) => {
          form.showServerErrors(error);
          setAmountError(serverFieldErrors(error).valueCents);
        },
      },
    );
  }

  return (
    <div className="voucher-layout">
      <div className="voucher-layout__preview">
        <VoucherPreview
          euros={euros}
          recipientName={values.recipientName}
          purchaserName={values.purchaserName}
          message={values.message}
        />
      </div>

      <form
        ref={form.formRef}
        className="form voucher-form surface"
        onSubmit={submit}
        noValidate
        aria-labelledby="voucher-form-title"
      >
        <h2 id="voucher-form-title">Stel je cadeaubon samen</h2>

        <AmountPicker
          choice={choice}
          onChange={changeAmount}
          onFreeBlur={settleFreeAmount}
          notice={notice}
          error={amountError}
        />

        <fieldset className="voucher-form__group">
          <legend>Voor wie is de cadeaubon?</legend>
          <div className="field-grid">
            <InputField
              name="recipientName"
              label="Naam ontvanger"
              autoComplete="off"
              required
              maxLength={MAX_NAME_LENGTH}
              value={values.recipientName}
              onChange={(value) => setField("recipientName", value)}
              error={errors.recipientName}
            />
            <InputField
              name="recipientEmail"
              label="E-mailadres ontvanger"
              type="email"
              inputMode="email"
              autoComplete="off"
              required
              hint="Hier sturen we de cadeaubon met de code naartoe."
              value={values.recipientEmail}
              onChange={(value) => setField("recipientEmail", value)}
              error={errors.recipientEmail}
            />
          </div>
          <MessageField value={values.message} onChange={(value) => setField("message", value)} error={errors.message} />
        </fieldset>

        <fieldset className="voucher-form__group">
          <legend>Van wie?</legend>
          <div className="field-grid">
            <InputField
              name="purchaserName"
              label="Jouw naam"
              autoComplete="name"
              required
              maxLength={MAX_NAME_LENGTH}
              value={values.purchaserName}
              onChange={(value) => setField("purchaserName", value)}
              error={errors.purchaserName}
            />
            <InputField
              name="purchaserEmail"
              label="Jouw e-mailadres"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              hint="Voor de bevestiging van je aankoop."
              value={values.purchaserEmail}
              onChange={(value) => setField("purchaserEmail", value)}
              error={errors.purchaserEmail}
            />
          </div>
        </fieldset>

        {purchase.isError && <Banner tone="error">{serverMessage(purchase.error, PURCHASE_FAILED)}</Banner>}

        <PrivacyNote />
        <div className="voucher-form__checkout">
          <p className="voucher-form__total">
            Te betalen <strong>{formatEuro(euros * 100)}</strong>
          </p>
          <button
            type="submit"
            className="btn btn--primary btn--large voucher-form__submit"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            onClick={(event: MouseEvent) => {
              if (busy) event.preventDefault();
            }}
          >
            {busy ? "Doorsturen naar betaling..." : "Doorgaan naar betaling"}
          </button>
          <p className="voucher-form__secure muted">
            Je betaalt veilig online. Daarna sturen we de cadeaubon meteen naar de ontvanger.
          </p>
        </div>
      </form>
    </div>
  );
}
