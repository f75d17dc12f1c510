import { useId, type FormEvent } from "react";
import { ContactFields } from "../../../shared/components/contact-fields";
import { CheckboxField, InputField, SelectField, TextAreaField } from "../../../shared/components/fields";
import { Modal } from "../../../shared/components/modal";
import { RULES, workingDays } from "../../../shared/config/rules";
import { useSubmitCustomWalk, type CustomWalkInput } from "../api/submit-custom-walk";
import {
  CUSTOM_WALK_DURATIONS,
  CUSTOM_WALK_FAILED_MS,
  CUSTOM_WALK_MAX_PARTICIPANTS,
  CUSTOM_WALK_MIN_PARTICIPANTS,
  MAX_ACCESSIBILITY_LENGTH,
  MAX_DATES_LENGTH,
  MAX_MESSAGE_LENGTH,
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
import { FailedNotice, SubmitButton } from "./form-parts";
import "./requests.css";

function toInput(values: CustomWalkValues): CustomWalkInput {
  return {
    ...values,
    participantCount: participantCountOrFallback(values.participantCount),
    duration: values.duration as CustomWalkDuration,
  };
}

/** CustomWalkForm asks for a walk made to measure and goes to /maatwerk-success when it is sent (spec 2 §2). */
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
  const detailsId = useId();

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
      <h2 id="custom-walk-form-title">Vraag je wandeling op maat aan</h2>
      <p className="request-form__intro">
        Vertel ons wie jullie zijn en wat je voor ogen hebt. Binnen{" "}
        {workingDays(RULES.replies.customWalkReplyWorkingDays)} hoor je van ons, met een voorstel of een paar vragen terug.
        Aan een aanvraag zit je nog nergens aan vast.
      </p>

      <fieldset className="request-form__group">
        <legend>Jullie gegevens</legend>
        <div className="field-grid">
          <InputField
            name="companyName"
            label="Bedrijf of organisatie"
            hint="Laat leeg als jullie als vriendengroep of familie komen."
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
            nameLabel="Naam contactpersoon"
            nameMaxLength={MAX_NAME_LENGTH}
            phone={{ required: true }}
          />
        </div>
      </fieldset>

      <fieldset className="request-form__group">
        <legend>De wandeling</legend>
        <div className="field-grid">
          <InputField
            name="participantCount"
            label="Aantal deelnemers"
            type="number"
            inputMode="numeric"
            min={CUSTOM_WALK_MIN_PARTICIPANTS}
            max={CUSTOM_WALK_MAX_PARTICIPANTS}
            step={1}
            required
            hint={`Van ${CUSTOM_WALK_MIN_PARTICIPANTS} tot ${CUSTOM_WALK_MAX_PARTICIPANTS} personen.`}
            value={values.participantCount}
            onChange={(value) => setField("participantCount", value)}
            onBlur={() => {
              const checked = withCountFallback();
              if (checked !== values) form.replaceValues(checked);
            }}
            error={errors.participantCount}
          />
          <SelectField
            name="duration"
            label="Duur"
            required
            placeholder="Kies een duur"
            options={CUSTOM_WALK_DURATIONS}
            value={values.duration}
            onChange={(value) => setField("duration", value as CustomWalkDuration | "")}
            error={errors.duration}
          />
          <InputField
            name="preferredDates"
            label="Voorkeursdatum of -data"
            hint="Bijvoorbeeld: een vrijdagmiddag in mei, of 12 of 19 juni."
            maxLength={MAX_DATES_LENGTH}
            value={values.preferredDates}
            onChange={(value) => setField("preferredDates", value)}
            error={errors.preferredDates}
          />
          <InputField
            name="preferredLocation"
            label="Voorkeurslocatie"
            hint="Bos, uiterwaarden, of een plek bij jullie in de buurt."
            maxLength={MAX_SHORT_TEXT_LENGTH}
            value={values.preferredLocation}
            onChange={(value) => setField("preferredLocation", value)}
            error={errors.preferredLocation}
          />
          <InputField
            name="walkTheme"
            label="Thema"
            hint="Bijvoorbeeld samenwerken, verandering, tijd of vertrouwen."
            maxLength={MAX_SHORT_TEXT_LENGTH}
            value={values.walkTheme}
            onChange={(value) => setField("walkTheme", value)}
            error={errors.walkTheme}
          />
          <InputField
            name="budget"
            label="Budget"
            hint="Een richtbedrag helpt ons een passend voorstel te maken."
            maxLength={MAX_SHORT_TEXT_LENGTH}
            value={values.budget}
            onChange={(value) => setField("budget", value)}
            error={errors.budget}
          />
        </div>
      </fieldset>

      <fieldset className="request-form__group">
        <legend>Wensen</legend>
        <TextAreaField
          name="additionalRequests"
          label="Aanvullende wensen"
          hint="Een aanleiding, een lunch onderweg, een vraag die jullie bezighoudt: alles helpt."
          maxLength={MAX_MESSAGE_LENGTH}
          value={values.additionalRequests}
          onChange={(value) => setField("additionalRequests", value)}
          error={errors.additionalRequests}
        />
        <CheckboxField
          name="hasAccessibilityNeeds"
          label="Er zijn deelnemers met toegankelijkheidswensen"
          hint="Bijvoorbeeld een rolstoel, moeite met lang lopen of een hulphond."
          checked={values.hasAccessibilityNeeds}
          onChange={(checked) => setField("hasAccessibilityNeeds", checked)}
          controls={detailsId}
        />
        <div id={detailsId} className="request-form__reveal">
          {values.hasAccessibilityNeeds && (
            <TextAreaField
              name="accessibilityDetails"
              label="Toelichting toegankelijkheid"
              hint="Wat hebben jullie nodig? Dan kiezen we een route en tempo die voor iedereen passen."
              rows={3}
              maxLength={MAX_ACCESSIBILITY_LENGTH}
              value={values.accessibilityDetails}
              onChange={(value) => setField("accessibilityDetails", value)}
              error={errors.accessibilityDetails}
            />
          )}
        </div>
      </fieldset>

      {form.failed && <FailedNotice {...form.failed} />}
      <SubmitButton busy={form.busy}>Aanvraag versturen</SubmitButton>
      <Modal {...form.dialog} />
    </form>
  );
}
