import { ContactFields } from "../../../shared/components/contact-fields";
import { bindField, TextAreaField } from "../../../shared/components/fields";
import { useSendContact } from "../api/send-contact";
import { CONTACT_FAILED_MESSAGE, CONTACT_FAILED_MS, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from "../constants";
import { useRequestForm } from "../hooks/use-request-form";
import { CONTACT_INITIAL, validateContact, type ContactValues } from "../utils/validate";
import { RequestFormFrame } from "./form-parts";
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

  return (
    <RequestFormFrame form={form} id="contact-form" heading={tRequest("contact.heading")} submit={tRequest("contact.submit")}>
      <div className="field-grid">
        <ContactFields
          names={{ name: "name", email: "email", phone: "phone" }}
          form={form}
          nameMaxLength={MAX_NAME_LENGTH}
          phone={{ required: false, hint: tRequest("contact.phoneHint") }}
        />
      </div>
      <TextAreaField
        {...bindField(form, "message")}
        label={tRequest("contact.message")}
        required
        rows={6}
        maxLength={MAX_MESSAGE_LENGTH}
      />
    </RequestFormFrame>
  );
}
