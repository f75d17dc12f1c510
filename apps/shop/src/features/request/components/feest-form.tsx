import { ContactFields } from "../../../shared/components/contact-fields";
import { TextAreaField } from "../../../shared/components/fields";
import { Modal } from "../../../shared/components/modal";
import { useSubmitFeest } from "../api/submit-feest";
import { FEEST_FAILED_MS, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, REQUEST_FAILED_MESSAGE } from "../constants";
import { useRequestForm } from "../hooks/use-request-form";
import { FEEST_INITIAL, validateFeest, type FeestValues } from "../utils/validate";
import { FailedNotice, SubmitButton } from "./form-parts";
import "./requests.css";
import { tRequest } from "../../../shared/i18n/request";

const toInput = (values: FeestValues) => values;

/** FeestForm asks for a party walk and goes to /feest-succes when it is sent. */
export function FeestForm() {
  const mutation = useSubmitFeest();
  const form = useRequestForm({
    initial: FEEST_INITIAL,
    validate: validateFeest,
    toInput,
    mutation,
    successPath: "/feest-succes",
    failure: { message: REQUEST_FAILED_MESSAGE, autoCloseMs: FEEST_FAILED_MS },
  });
  const { values, errors, setField } = form;

  return (
    <form
      ref={form.formRef}
      className="form request-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="feest-form-title"
    >
      <h2 id="feest-form-title">{tRequest("feest.heading")}</h2>
      <p className="request-form__intro">{tRequest("feest.intro")}</p>
      <div className="field-grid">
        <ContactFields
          names={{ name: "name", email: "email", phone: "phone" }}
          values={values}
          errors={errors}
          setField={setField}
          nameMaxLength={MAX_NAME_LENGTH}
          phone={{ required: true }}
        />
      </div>
      <TextAreaField
        name="message"
        label={tRequest("feest.message")}
        hint={tRequest("feest.messageHint")}
        required
        maxLength={MAX_MESSAGE_LENGTH}
        value={values.message}
        onChange={(value) => setField("message", value)}
        error={errors.message}
      />
      {form.failed && <FailedNotice {...form.failed} />}
      <SubmitButton busy={form.busy}>{tRequest("feest.submit")}</SubmitButton>
      <Modal {...form.dialog} />
    </form>
  );
}
