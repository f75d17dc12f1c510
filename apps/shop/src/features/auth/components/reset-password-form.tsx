import { Link } from "react-router";
import { bindField } from "../../../shared/components/fields";
import { useForm } from "../../../shared/hooks/use-form";
import { useResetPassword } from "../api/password-reset";
import { validateReset } from "../utils/validate";
import { AuthCard } from "./auth-card";
import { AuthSubmit, NewPasswordField, Outcome, submitTo } from "./auth-form";
import { tPassword } from "../../../shared/i18n/password";

/** ResetPasswordForm sets a new password with the token of a reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const form = useForm({ password: "" }, validateReset);
  const submit = submitTo(reset, form, () => ({ token, password: form.values.password }));

  return (
    <AuthCard
      title={tPassword("reset.title")}
      intro={tPassword("reset.intro")}
      footer={tPassword("reset.footer", { link: <Link to="/wachtwoord-vergeten">{tPassword("reset.again")}</Link> })}
    >
      <Outcome
        sent={reset}
        failed={tPassword("reset.failed")}
        done={() => (
          <>
            {tPassword("reset.done")} <Link to="/login">{tPassword("reset.login")}</Link>
          </>
        )}
      />
      {!reset.isSuccess && (
        <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
          <NewPasswordField {...bindField(form, "password")} label={tPassword("reset.password")} />
          <AuthSubmit busy={reset.isPending} busyLabel={tPassword("reset.busy")}>
            {tPassword("reset.submit")}
          </AuthSubmit>
        </form>
      )}
    </AuthCard>
  );
}
