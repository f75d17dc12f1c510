import type { FormEvent } from "react";
import { Link, Navigate } from "react-router";
import { Banner } from "../../../shared/components/banner";
import { ContactFields } from "../../../shared/components/contact-fields";
import { InputField } from "../../../shared/components/fields";
import { useForm } from "../../../shared/hooks/use-form";
import { serverMessage } from "../../../shared/lib/api-errors";
import { useCurrentUser } from "../../../shared/api/get-me";
import { useRegister } from "../api/register";
import { PASSWORD_MIN_LENGTH, validateRegister } from "../utils/validate";
import { AuthCard } from "./auth-card";
import { PrivacyNote } from "../../../shared/components/privacy-note";

/** REGISTER_FAILED is shown when a failed registration brings no message of its own (spec 1 §8). */
export const REGISTER_FAILED = "Er ging iets mis bij het registreren";

/** RegisterForm creates an account with name, e-mail, phone and password and goes to / (spec 1 §2). */
export function RegisterForm() {
  const { data: user } = useCurrentUser();
  const registration = useRegister();
  const form = useForm({ name: "", email: "", phone: "", password: "" }, validateRegister);
  const { values, errors, setField } = form;

  if (user) return <Navigate to="/" replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (registration.isPending) return;
    registration.reset();
    if (!form.check()) return;
    registration.mutate(
      { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), password: values.password },
      { onError: form.showServerErrors },
    );
  }

  return (
    <AuthCard
      title="Registreren"
      intro="Maak een account aan: dan boek je sneller en zie je al je wandelingen op één plek terug."
      footer={
        <>
          Heb je al een account? <Link to="/login">Inloggen</Link>
        </>
      }
    >
      {registration.isError && <Banner tone="error">{serverMessage(registration.error, REGISTER_FAILED)}</Banner>}
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <ContactFields
          names={{ name: "name", email: "email", phone: "phone" }}
          values={values}
          errors={errors}
          setField={setField}
          phone={{ required: true, placeholder: "+31 6 12345678" }}
        />
        <InputField
          name="password"
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
          hint={`Minimaal ${PASSWORD_MIN_LENGTH} tekens.`}
          minLength={PASSWORD_MIN_LENGTH}
          required
          value={values.password}
          onChange={(value) => setField("password", value)}
          error={errors.password}
        />
        <PrivacyNote />
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={registration.isPending}
          aria-busy={registration.isPending}
        >
          {registration.isPending ? "Account aanmaken..." : "Account aanmaken"}
        </button>
      </form>
    </AuthCard>
  );
}
