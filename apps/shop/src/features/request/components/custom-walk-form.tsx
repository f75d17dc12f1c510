import type { FormEvent } from "react";
import { ContactFields } from "../../../shared/components/contact-fields";
import { bindField, InputField } from "../../../shared/components/fields";
import { RULES, workingDays } from "../../../shared/config/rules";
import { tRequest } from "../../../shared/i18n/request";
import { useSubmitCustomWalk, type CustomWalkInput } from "../api/submit-custom-walk";
import {
  CUSTOM_WALK_FAILED_MS,
  MAX_NAME_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  REQUEST_FAILED_MESSAGE,
  type CustomWalkDuration,
} from "../constants";
import { useRequestForm } from "../hooks/use-request-form";
import {
  CUSTOM_WALK_INITIAL,
  participantCountOrFallback,
  validateCustomWalk,
  type CustomWalkValues,
} from "../utils/validate";
import { WalkFields, WishFields } from "./custom-walk-fields";
import { RequestFormFrame } from "./form-parts";
import "./requests.css";

function toInput(values: CustomWalkValues): CustomWalkInput {
  return {
    ...values,
    participantCount: participantCountOrFallback(values.participantCount),
    duration: values.duration as CustomWalkDuration,
  };
}

/** CustomWalkForm asks for a walk made to measure and goes to /maatwerk-success when it is sent. */
export function CustomWalkForm() {
  const mutation = useSubmitCustomWalk();
  const form = useRequestForm({
    initial: CUSTOM_WALK_INITIAL,
    validate: validateCustomWalk,
    toInput,
    mutation,
    successPath: "/maatwerk-success",
    failure: { message: REQUEST_FAILED_MESSAGE, autoCloseMs: CUSTOM_WALK_FAILED_MS },
  });
  const { values } = form;

  /** withCountFallback puts 6 in place of an invalid participant count (not a whole number from 6 to 25). */
  function withCountFallback(): CustomWalkValues {
    const count = String(participantCountOrFallback(values.participantCount));
    return count === values.participantCount ? values : { ...values, participantCount: count };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const checked = withCountFallback();
    if (checked !== values) form.replaceValues(checked);
    form.onSubmit(event, checked);
  }

  return (
    <RequestFormFrame
      form={form}
      id="custom-walk-form"
      heading={tRequest("customWalk.heading")}
      intro={tRequest("customWalk.intro", { days: workingDays(RULES.replies.customWalkReplyWorkingDays) })}
      submit={tRequest("customWalk.submit")}
      onSubmit={submit}
    >
      <fieldset className="form-group">
        <legend>{tRequest("customWalk.you")}</legend>
        <div className="field-grid">
          <InputField
            {...bindField(form, "companyName")}
            label={tRequest("customWalk.company")}
            hint={tRequest("customWalk.companyHint")}
            autoComplete="organization"
            maxLength={MAX_SHORT_TEXT_LENGTH}
          />
          <ContactFields
            names={{ name: "contactName", email: "contactEmail", phone: "contactPhone" }}
            form={form}
            nameLabel={tRequest("customWalk.contactName")}
            nameMaxLength={MAX_NAME_LENGTH}
            phone={{ required: true }}
          />
        </div>
      </fieldset>

      <WalkFields
        form={form}
        onCountBlur={() => {
          const checked = withCountFallback();
          if (checked !== values) form.replaceValues(checked);
        }}
      />
      <WishFields form={form} />
    </RequestFormFrame>
  );
}
