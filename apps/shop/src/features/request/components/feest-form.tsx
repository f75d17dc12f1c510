import { ContactFields } from "../../../shared/components/contact-fields";
import { bindField, TextAreaField } from "../../../shared/components/fields";
import { useSubmitFeest } from "../api/submit-feest";
import { FEEST_FAILED_MS, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, REQUEST_FAILED_MESSAGE } from "../constants";
import { useRequestForm } from "../hooks/use-request-form";
import { FEEST_INITIAL, validateFeest, type FeestValues } from "../utils/validate";
import { RequestFormFrame } from "./form-parts";
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

  return (
    <RequestFormFrame
      form={form}
      id="feest-form"
      heading={tRequest("feest.heading")}
      intro={tRequest("feest.intro")}
      submit={tRequest("feest.submit")}
    >
      <div className="field-grid">
        <ContactFields
          names={{ name: "name", email: "email", phone: "phone" }}
          form={form}
          nameMaxLength={MAX_NAME_LENGTH}
          phone={{ required: true }}
        />
      </div>
      <TextAreaField
        {...bindField(form, "message")}
        label={tRequest("feest.message")}
        hint={tRequest("feest.messageHint")}
        required
        maxLength={MAX_MESSAGE_LENGTH}
      />
    </RequestFormFrame>
  );
}
