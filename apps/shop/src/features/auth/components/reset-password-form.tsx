import type { FormEvent } from "react";
import { Link } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { bindField, InputField } from "../../../shared/components/fields";
import { useFocusOn } from "../../../shared/hooks/use-focus-on";
import { useForm } from "../../../shared/hooks/use-form";
import { serverMessage } from "../../../shared/lib/api-errors";
import { useResetPassword } from "../api/password-reset";
import { PASSWORD_MIN_LENGTH, validateReset } from "../utils/validate";
import { AuthCard } from "./auth-card";
import { tAccount } from "../../../shared/i18n/account";
import { tPassword } from "../../../shared/i18n/password";

/** ResetPasswordForm sets a new password with the token of a reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const form = useForm({ password: "" }, validateReset);
  const message = useFocusOn<HTMLDivElement>(reset.isSuccess || reset.isError);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    reset.reset();
    if (!form.check()) return;
    reset.mutate({ token, password: form.values.password }, { onError: form.showServerErrors });
  }

  return (
    <AuthCard
      title={tPassword("reset.title")}
      intro={tPassword("reset.intro")}
      footer={tPassword("reset.footer", { link: <Link to="/wachtwoord-vergeten">{tPassword("reset.again")}</Link> })}
    >
      <div ref={message} tabIndex={-1}>
        {reset.isError && <Banner tone="error">{serverMessage(reset.error, tPassword("reset.failed"))}</Banner>}
        {reset.isSuccess && (
          <Banner tone="success">
            {tPassword("reset.done")} <Link to="/login">{tPassword("reset.login")}</Link>
          </Banner>
        )}
      </div>
      {!reset.isSuccess && (
        <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
          <InputField
            {...bindField(form, "password")}
            label={tPassword("reset.password")}
            type="password"
            autoComplete="new-password"
            hint={tAccount("register.passwordHint", { min: PASSWORD_MIN_LENGTH })}
            minLength={PASSWORD_MIN_LENGTH}
            required
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={reset.isPending} aria-busy={reset.isPending}>
            {reset.isPending ? tPassword("reset.busy") : tPassword("reset.submit")}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
