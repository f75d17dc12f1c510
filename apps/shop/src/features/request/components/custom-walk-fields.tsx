import { useId } from "react";
import { bindField, CheckboxField, InputField, SelectField, TextAreaField } from "../../../shared/components/fields";
import { tRequest } from "../../../shared/i18n/request";
import type { FieldErrors } from "../../../shared/lib/validation";
import {
  CUSTOM_WALK_DURATIONS,
  CUSTOM_WALK_MAX_PARTICIPANTS,
  CUSTOM_WALK_MIN_PARTICIPANTS,
  MAX_ACCESSIBILITY_LENGTH,
  MAX_DATES_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
  type CustomWalkDuration,
} from "../constants";
import type { CustomWalkValues } from "../utils/validate";

interface PartProps {
  form: {
    values: CustomWalkValues;
    errors: FieldErrors<keyof CustomWalkValues>;
    setField: <K extends keyof CustomWalkValues>(field: K, value: CustomWalkValues[K]) => void;
  };
}

/** WalkFields ask what the walk should be: group size, duration, dates, place, theme and budget. */
export function WalkFields({ form, onCountBlur }: PartProps & { onCountBlur: () => void }) {
  const { values, errors, setField } = form;
  return (
    <fieldset className="form-group">
      <legend>{tRequest("customWalk.walk")}</legend>
      <div className="field-grid">
        <InputField
          {...bindField(form, "participantCount")}
          label={tRequest("customWalk.participants")}
          type="number"
          inputMode="numeric"
          min={CUSTOM_WALK_MIN_PARTICIPANTS}
          max={CUSTOM_WALK_MAX_PARTICIPANTS}
          step={1}
          required
          hint={tRequest("customWalk.participantsHint", { min: CUSTOM_WALK_MIN_PARTICIPANTS, max: CUSTOM_WALK_MAX_PARTICIPANTS })}
          onBlur={onCountBlur}
        />
        <SelectField
          name="duration"
          label={tRequest("customWalk.duration")}
          required
          placeholder={tRequest("customWalk.durationPlaceholder")}
          options={CUSTOM_WALK_DURATIONS}
          value={values.duration}
          onChange={(value) => setField("duration", value as CustomWalkDuration | "")}
          error={errors.duration}
        />
        <InputField
          {...bindField(form, "preferredDates")}
          label={tRequest("customWalk.dates")}
          hint={tRequest("customWalk.datesHint")}
          maxLength={MAX_DATES_LENGTH}
        />
        <InputField
          {...bindField(form, "preferredLocation")}
          label={tRequest("customWalk.location")}
          hint={tRequest("customWalk.locationHint")}
          maxLength={MAX_SHORT_TEXT_LENGTH}
        />
        <InputField
          {...bindField(form, "walkTheme")}
          label={tRequest("customWalk.theme")}
          hint={tRequest("customWalk.themeHint")}
          maxLength={MAX_SHORT_TEXT_LENGTH}
        />
        <InputField
          {...bindField(form, "budget")}
          label={tRequest("customWalk.budget")}
          hint={tRequest("customWalk.budgetHint")}
          maxLength={MAX_SHORT_TEXT_LENGTH}
        />
      </div>
    </fieldset>
  );
}

/** WishFields ask for anything else, and what participants with accessibility needs need. */
export function WishFields({ form }: PartProps) {
  const { values, setField } = form;
  const detailsId = useId();
  return (
    <fieldset className="form-group">
      <legend>{tRequest("customWalk.wishes")}</legend>
      <TextAreaField
        {...bindField(form, "additionalRequests")}
        label={tRequest("customWalk.additional")}
        hint={tRequest("customWalk.additionalHint")}
        maxLength={MAX_MESSAGE_LENGTH}
      />
      <CheckboxField
        name="hasAccessibilityNeeds"
        label={tRequest("customWalk.accessibility")}
        hint={tRequest("customWalk.accessibilityHint")}
        checked={values.hasAccessibilityNeeds}
        onChange={(checked) => setField("hasAccessibilityNeeds", checked)}
        controls={detailsId}
      />
      <div id={detailsId} className="request-form__reveal">
        {values.hasAccessibilityNeeds && (
          <TextAreaField
            {...bindField(form, "accessibilityDetails")}
            label={tRequest("customWalk.accessibilityDetails")}
            hint={tRequest("customWalk.accessibilityDetailsHint")}
            rows={3}
            maxLength={MAX_ACCESSIBILITY_LENGTH}
          />
        )}
      </div>
    </fieldset>
  );
}
