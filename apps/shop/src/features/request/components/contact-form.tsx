import { ContactFields } from "../../../shared/components/contact-fields";
import { TextAreaField } from "../../../shared/components/fields";
import { Modal } from "../../../shared/components/modal";
import { useSendContact } from "../api/send-contact";
import { CONTACT_FAILED_MESSAGE, CONTACT_FAILED_MS, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from "../constants";
import { useRequestForm } from "../hooks/use-request-form";
import { CONTACT_INITIAL, validateContact, type ContactValues } from "../utils/validate";
import { FailedNotice, SubmitButton } from "./form-parts";
import "./requests.css";
import { tRequest } from "../../../shared/i18n/request";

const toInput = (values: ContactValues) => values;

/** ContactForm sends a message and goes to /contact-succes when it is sent. */
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
      <h2 id="contact-form-title">{tRequest("contact.heading")}</h2>
      <div className="field-grid">
        <ContactFields
          names={{ name: "name", email: "email", phone: "phone" }}
          values={values}
          errors={errors}
          setField={setField}
          nameMaxLength={MAX_NAME_LENGTH}
          phone={{ required: false, hint: tRequest("contact.phoneHint") }}
        />
      </div>
      <TextAreaField
        name="message"
        label={tRequest("contact.message")}
        required
        rows={6}
        maxLength={MAX_MESSAGE_LENGTH}
        value={values.message}
        onChange={(value) => setField("message", value)}
        error={errors.message}
      />
      {form.failed && <FailedNotice {...form.failed} />}
      <SubmitButton busy={form.busy}>{tRequest("contact.submit")}</SubmitButton>
      <Modal {...form.dialog} />
    </form>
  );
}
