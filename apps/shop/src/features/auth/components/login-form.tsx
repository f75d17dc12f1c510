import { useEffect } from "react";
import { Link, Navigate, useSearchParams } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { bindField, InputField } from "../../../shared/components/fields";
import { useForm } from "../../../shared/hooks/use-form";
import { serverMessage } from "../../../shared/lib/api-errors";
import { useCurrentUser } from "../../../shared/api/get-me";
import { useLogin } from "../api/login";
import { validateLogin } from "../utils/validate";
import { AuthCard } from "./auth-card";
import { AuthSubmit, EmailField, submitTo } from "./auth-form";
import { tAccount } from "../../../shared/i18n/account";

/** LOGIN_FAILED is shown when a failed login brings no message of its own. */
export const LOGIN_FAILED = tAccount("login.failed");

/** BACK_OFFICE is where /login?naar=beheer leads once signed in: the back office's own app. */
export const BACK_OFFICE = "/admin/";

/** LoginForm signs in with e-mail and password and goes to / (to the back office when ?naar=beheer). */
export function LoginForm() {
  const { data: user } = useCurrentUser();
  const login = useLogin();
  const form = useForm({ email: "", password: "" }, validateLogin);
  const { values } = form;
  const toBackOffice = useSearchParams()[0].get("naar") === "beheer";

  useEffect(() => {
    if (user && toBackOffice) window.location.replace(BACK_OFFICE);
  }, [user, toBackOffice]);

  // Signed in, now or already: the shop's front page is where this leads, or the back office.
  if (user) return toBackOffice ? null : <Navigate to="/" replace />;

  const submit = submitTo(login, form, () => ({ email: values.email.trim(), password: values.password }));

  return (
    <AuthCard
      title={tAccount("login.title")}
      intro={tAccount("login.intro")}
      footer={tAccount("login.footer", { link: <Link to="/register">{tAccount("login.register")}</Link> })}
    >
      {login.isError && <Banner tone="error" focus>{serverMessage(login.error, LOGIN_FAILED)}</Banner>}
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <EmailField {...bindField(form, "email")} />
        <InputField
          {...bindField(form, "password")}
          label={tAccount("password")}
          type="password"
          autoComplete="current-password"
          required
        />
        <p className="form__aside">
          <Link to="/wachtwoord-vergeten">{tAccount("login.forgot")}</Link>
        </p>
        <AuthSubmit busy={login.isPending} busyLabel={tAccount("login.busy")}>
          {tAccount("login.submit")}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
