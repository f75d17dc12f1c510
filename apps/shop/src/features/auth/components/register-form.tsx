import { Link, Navigate } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { ContactFields } from "../../../shared/components/contact-fields";
import { bindField } from "../../../shared/components/fields";
import { useForm } from "../../../shared/hooks/use-form";
import { serverMessage } from "../../../shared/lib/api-errors";
import { useCurrentUser } from "../../../shared/api/get-me";
import { useRegister } from "../api/register";
import { validateRegister } from "../utils/validate";
import { AuthCard } from "./auth-card";
import { AuthSubmit, NewPasswordField, submitTo } from "./auth-form";
import { PrivacyNote } from "../../../shared/components/privacy-note";
import { tAccount } from "../../../shared/i18n/account";
import { tCommon } from "../../../shared/i18n/common";

/** REGISTER_FAILED is shown when a failed registration brings no message of its own. */
export const REGISTER_FAILED = tAccount("register.failed");

/** RegisterForm creates an account with name, e-mail, phone and password and goes to /. */
export function RegisterForm() {
  const { data: user } = useCurrentUser();
  const registration = useRegister();
  const form = useForm({ name: "", email: "", phone: "", password: "" }, validateRegister);
  const { values } = form;

  if (user) return <Navigate to="/" replace />;

  const submit = submitTo(registration, form, () => ({
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    password: values.password,
  }));

  return (
    <AuthCard
      title={tAccount("register.title")}
      intro={tAccount("register.intro")}
      footer={tAccount("register.footer", { link: <Link to="/login">{tAccount("register.login")}</Link> })}
    >
      {registration.isError && <Banner tone="error" focus>{serverMessage(registration.error, REGISTER_FAILED)}</Banner>}
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <ContactFields
          names={{ name: "name", email: "email", phone: "phone" }}
          form={form}
          phone={{ required: true, placeholder: tCommon("fields.phonePlaceholder") }}
        />
        <NewPasswordField {...bindField(form, "password")} label={tAccount("password")} />
        <PrivacyNote />
        <AuthSubmit busy={registration.isPending} busyLabel={tAccount("register.busy")}>
          {tAccount("register.submit")}
        </AuthSubmit>
      </form>
    </AuthCard>
  );
}
