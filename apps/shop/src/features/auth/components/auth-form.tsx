import type { FormEvent, ReactNode } from "react";
import { Banner } from "../../../shared/components/banner";
import { InputField } from "../../../shared/components/fields";
import { useFocusOn } from "../../../shared/hooks/use-focus-on";
import { serverMessage } from "../../../shared/lib/api-errors";
import { tAccount } from "../../../shared/i18n/account";
import { tCommon } from "../../../shared/i18n/common";
import { PASSWORD_MIN_LENGTH } from "../utils/validate";

/** The props bindField gives a field. */
interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

interface Mutation<V> {
  isPending: boolean;
  reset: () => void;
  mutate: (variables: V, options: { onError: (error: unknown) => void }) => void;
}

interface CheckedForm {
  check: () => boolean;
  showServerErrors: (error: unknown) => void;
}

/**
 * submitTo is an auth form's submit handler: unless mutation is under way, it clears the
 * last outcome, runs the form's checks and sends what variables gives; the server's field
 * messages go next to their fields.
 */
export function submitTo<V>(mutation: Mutation<V>, form: CheckedForm, variables: () => V) {
  return (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.reset();
    if (!form.check()) return;
    mutation.mutate(variables(), { onError: form.showServerErrors });
  };
}

/** EmailField is an auth form's required e-mail address. */
export function EmailField(field: BoundField) {
  return <InputField {...field} label={tCommon("fields.email")} type="email" autoComplete="email" inputMode="email" required />;
}

/** NewPasswordField is a required new password, with the hint that says its minimum length. */
export function NewPasswordField({ label, ...field }: BoundField & { label: string }) {
  return (
    <InputField
      {...field}
      label={label}
      type="password"
      autoComplete="new-password"
      hint={tAccount("register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
      minLength={PASSWORD_MIN_LENGTH}
      required
    />
  );
}

/** AuthSubmit is an auth form's full-width submit button; while busy it is disabled and reads busyLabel. */
export function AuthSubmit({ busy, busyLabel, children }: { busy: boolean; busyLabel: ReactNode; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/**
 * Outcome tells how a sent form fared and takes the focus when it does: the server's
 * message (failed when it gives none) after an error, what done says after success.
 */
export function Outcome({ sent, failed, done }: {
  sent: { isError: boolean; isSuccess: boolean; error: unknown };
  failed: string;
  done: () => ReactNode;
}) {
  const message = useFocusOn<HTMLDivElement>(sent.isSuccess || sent.isError);
  return (
    <div ref={message} tabIndex={-1}>
      {sent.isError && <Banner tone="error">{serverMessage(sent.error, failed)}</Banner>}
      {sent.isSuccess && <Banner tone="success">{done()}</Banner>}
    </div>
  );
}
