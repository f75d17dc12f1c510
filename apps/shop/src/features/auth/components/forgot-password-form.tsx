import type { FormEvent } from "react";
import { Link } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { bindField, InputField } from "../../../shared/components/fields";
import { useFocusOn } from "../../../shared/hooks/use-focus-on";
import { useForm } from "../../../shared/hooks/use-form";
import { serverMessage } from "../../../shared/lib/api-errors";
import { useRequestPasswordReset } from "../api/password-reset";
import { validateForgot } from "../utils/validate";
import { AuthCard } from "./auth-card";
import { tPassword } from "../../../shared/i18n/password";
import { tCommon } from "../../../shared/i18n/common";

/** ForgotPasswordForm asks for a reset link; it says the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm({ email: "" }, validateForgot);
  const message = useFocusOn<HTMLDivElement>(request.isSuccess || request.isError);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (request.isPending) return;
    request.reset();
    if (!form.check()) return;
    request.mutate(form.values.email.trim(), { onError: form.showServerErrors });
  }

  return (
    <AuthCard
      title={tPassword("forgot.title")}
      intro={tPassword("forgot.intro")}
      footer={tPassword("forgot.footer", { link: <Link to="/login">{tPassword("forgot.login")}</Link> })}
    >
      <div ref={message} tabIndex={-1}>
        {request.isError && <Banner tone="error">{serverMessage(request.error, tPassword("forgot.failed"))}</Banner>}
        {request.isSuccess && (
          <Banner tone="success">{tPassword("forgot.sent", { email: request.variables })}</Banner>
        )}
      </div>
      {!request.isSuccess && (
        <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
          <InputField
            {...bindField(form, "email")}
            label={tCommon("fields.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={request.isPending} aria-busy={request.isPending}>
            {request.isPending ? tPassword("forgot.busy") : tPassword("forgot.submit")}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
