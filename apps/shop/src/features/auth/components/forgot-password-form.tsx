import { Link } from "react-router";
import { bindField } from "../../../shared/components/fields";
import { useForm } from "../../../shared/hooks/use-form";
import { useRequestPasswordReset } from "../api/password-reset";
import { validateForgot } from "../utils/validate";
import { AuthCard } from "./auth-card";
import { AuthSubmit, EmailField, Outcome, submitTo } from "./auth-form";
import { tPassword } from "../../../shared/i18n/password";

/** ForgotPasswordForm asks for a reset link; it says the same whether the address has an account or not. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm({ email: "" }, validateForgot);
  const submit = submitTo(request, form, () => form.values.email.trim());

  return (
    <AuthCard
      title={tPassword("forgot.title")}
      intro={tPassword("forgot.intro")}
      footer={tPassword("forgot.footer", { link: <Link to="/login">{tPassword("forgot.login")}</Link> })}
    >
      <Outcome sent={request} failed={tPassword("forgot.failed")} done={() => tPassword("forgot.sent", { email: request.variables })} />
      {!request.isSuccess && (
        <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
          <EmailField {...bindField(form, "email")} />
          <AuthSubmit busy={request.isPending} busyLabel={tPassword("forgot.busy")}>
            {tPassword("forgot.submit")}
          </AuthSubmit>
        </form>
      )}
    </AuthCard>
  );
}
