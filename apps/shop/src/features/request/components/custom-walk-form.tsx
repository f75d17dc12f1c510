import type { FormEvent } from "react";
import { ContactFields } from "../../../shared/components/contact-fields";
import { InputField } from "../../../shared/components/fields";
import { Modal } from "../../../shared/components/modal";
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
import { FailedNotice, SubmitButton } from "./form-parts";
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
  const { values, errors, setField } = form;

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
    <form
      ref={form.formRef}
      className="form request-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="custom-walk-form-title"
    >
      <h2 id="custom-walk-form-title">{tRequest("customWalk.heading")}</h2>
      <p className="request-form__intro">
        {tRequest("customWalk.intro", { days: workingDays(RULES.replies.customWalkReplyWorkingDays) })}
      </p>

      <fieldset className="request-form__group">
        <legend>{tRequest("customWalk.you")}</legend>
        <div className="field-grid">
          <InputField
            name="companyName"
            label={tRequest("customWalk.company")}
            hint={tRequest("customWalk.companyHint")}
            autoComplete="organization"
            maxLength={MAX_SHORT_TEXT_LENGTH}
            value={values.companyName}
            onChange={(value) => setField("companyName", value)}
            error={errors.companyName}
          />
          <ContactFields
            names={{ name: "contactName", email: "contactEmail", phone: "contactPhone" }}
            values={values}
            errors={errors}
            setField={setField}
            nameLabel={tRequest("customWalk.contactName")}
            nameMaxLength={MAX_NAME_LENGTH}
            phone={{ required: true }}
          />
        </div>
      </fieldset>

      <WalkFields
        values={values}
        errors={errors}
        setField={setField}
        onCountBlur={() => {
          const checked = withCountFallback();
          if (checked !== values) form.replaceValues(checked);
        }}
      />
      <WishFields values={values} errors={errors} setField={setField} />

      {form.failed && <FailedNotice {...form.failed} />}
      <SubmitButton busy={form.busy}>{tRequest("customWalk.submit")}</SubmitButton>
      <Modal {...form.dialog} />
    </form>
  );
}
