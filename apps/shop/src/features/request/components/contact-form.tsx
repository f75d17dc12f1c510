import { InputField, TextAreaField } from "../../../shared/components/fields";
import { Modal } from "../../../shared/components/modal";
import { useSendContact } from "../api/send-contact";
import { CONTACT_FAILED_MESSAGE, CONTACT_FAILED_MS, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from "../constants";
import { useRequestForm } from "../hooks/use-request-form";
import { CONTACT_INITIAL, validateContact, type ContactValues } from "../utils/validate";
import { FailedNotice, SubmitButton } from "./form-parts";
import "./requests.css";

const toInput = (values: ContactValues) => values;

/** ContactForm sends a message and goes to /contact-succes when it is sent (spec 2 §2). */
export function ContactForm() {
  const mutation = useSendContact();
  const form = useRequestForm({
    initial: CONTACT_INITIAL,
    validate: validateContact,
    toInput,
    mutation,
    successPath: "/contact-succes",
    failure: { message: CONTACT_FAILED_MESSAGE, autoCloseMs: CONTACT_FAILED_MS },
  });
  const { values, errors, setField } = form;

  return (
    <form
      ref={form.formRef}
      className="form request-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Stuur ons een bericht</h2>
      <div className="request-form__grid">
        <InputField
          name="name"
          label="Naam"
          autoComplete="name"
          required
          maxLength={MAX_NAME_LENGTH}
          value={values.name}
          onChange={(value) => setField("name", value)}
          error={errors.name}
        />
        <InputField
          name="email"
          label="E-mailadres"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(value) => setField("email", value)}
          error={errors.email}
        />
        <InputField
          name="phone"
          label="Telefoonnummer"
          hint="Handig als je liever even gebeld wordt."
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(value) => setField("phone", value)}
          error={errors.phone}
        />
      </div>
      <TextAreaField
        name="message"
        label="Je vraag of bericht"
        required
        rows={6}
        maxLength={MAX_MESSAGE_LENGTH}
        value={values.message}
        onChange={(value) => setField("message", value)}
        error={errors.message}
      />
      {form.failed && <FailedNotice {...form.failed} />}
      <SubmitButton busy={form.busy}>Bericht versturen</SubmitButton>
      <Modal {...form.dialog} />
    </form>
  );
}
