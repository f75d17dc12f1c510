import { formatEuro } from "@wandelwijs/format/money";
import { useState, type FormEvent } from "react";
import { Banner } from "../../../shared/components/banner";
import { BusySubmitButton } from "../../../shared/components/busy-button";
import { InvoiceFields, type InvoiceRequest } from "../../../shared/components/invoice-fields";
import { useForm } from "../../../shared/hooks/use-form";
import { tVoucher } from "../../../shared/i18n/voucher";
import { serverFieldErrors, serverMessage } from "../../../shared/lib/api-errors";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { useCreateVoucherPayment } from "../api/create-voucher-payment";
import { AMOUNT_STEP, DEFAULT_AMOUNT, FALLBACK_AMOUNT, MAX_AMOUNT, MIN_AMOUNT, PURCHASE_FAILED } from "../constants";
import { chosenAmount, euroLabel, parseAmount, type AmountChoice } from "../utils/amount";
import { VOUCHER_INITIAL, validateVoucher } from "../utils/validate";
import { AmountPicker } from "./amount-picker";
import { PurchaserFields, RecipientFields } from "./voucher-people";
import { VoucherPreview } from "./voucher-preview";
import { PrivacyNote } from "../../../shared/components/privacy-note";

const FALLBACK_NOTICE = tVoucher("form.fallback", {
  fallback: euroLabel(FALLBACK_AMOUNT),
  min: euroLabel(MIN_AMOUNT),
  max: euroLabel(MAX_AMOUNT),
  step: euroLabel(AMOUNT_STEP),
});

/**
 * VoucherForm buys a gift voucher: an amount (a preset or a free amount),
 * the recipient and purchaser, an optional message, and a preview of the voucher that
 * follows every change. Sending creates the payment and takes the browser to checkout.
 */
export function VoucherForm() {
  const [choice, setChoice] = useState<AmountChoice>({ kind: "preset", euros: DEFAULT_AMOUNT });
  const [notice, setNotice] = useState<string>();
  const [amountError, setAmountError] = useState<string>();
  const [redirecting, setRedirecting] = useState(false);
  const [invoice, setInvoice] = useState<InvoiceRequest | null>(null);
  const form = useForm(VOUCHER_INITIAL, validateVoucher);
  const { values } = form;
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
        ...(invoice ? { invoice } : {}),
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
    <div className="content-columns content-columns--snug voucher-layout">
      <div className="content-side--sticky voucher-layout__preview">
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
        <h2 id="voucher-form-title">{tVoucher("form.heading")}</h2>

        <AmountPicker
          choice={choice}
          onChange={changeAmount}
          onFreeBlur={settleFreeAmount}
          notice={notice}
          error={amountError}
        />

        <RecipientFields form={form} />
        <PurchaserFields form={form} />
        <InvoiceFields
          value={invoice}
          onChange={setInvoice}
          errors={purchase.isError ? serverFieldErrors(purchase.error) : {}}
          disabled={busy}
        />

        {purchase.isError && <Banner tone="error" focus>{serverMessage(purchase.error, PURCHASE_FAILED)}</Banner>}

        <PrivacyNote />
        <div className="voucher-form__checkout">
          <p className="voucher-form__total">
            {tVoucher("form.toPay", { amount: <strong>{formatEuro(euros * 100)}</strong> })}
          </p>
          <BusySubmitButton busy={busy} busyLabel={tVoucher("form.redirecting")} className="btn btn--primary btn--large voucher-form__submit">
            {tVoucher("form.pay")}
          </BusySubmitButton>
          <p className="voucher-form__secure muted">
            {tVoucher("form.secure")}
          </p>
        </div>
      </form>
    </div>
  );
}
