import { useId } from "react";
import { CheckboxField, InputField, SelectField, TextAreaField } from "../../../shared/components/fields";
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
  values: CustomWalkValues;
  errors: FieldErrors<keyof CustomWalkValues>;
  setField: <K extends keyof CustomWalkValues>(field: K, value: CustomWalkValues[K]) => void;
}

/** WalkFields ask what the walk should be: group size, duration, dates, place, theme and budget. */
export function WalkFields({ values, errors, setField, onCountBlur }: PartProps & { onCountBlur: () => void }) {
  const text = (field: "preferredDates" | "preferredLocation" | "walkTheme" | "budget") => ({
    name: field,
    value: values[field],
    onChange: (value: string) => setField(field, value),
    error: errors[field],
  });
  return (
    <fieldset className="request-form__group">
      <legend>{tRequest("customWalk.walk")}</legend>
      <div className="field-grid">
        <InputField
          name="participantCount"
          label={tRequest("customWalk.participants")}
          type="number"
          inputMode="numeric"
          min={CUSTOM_WALK_MIN_PARTICIPANTS}
          max={CUSTOM_WALK_MAX_PARTICIPANTS}
          step={1}
          required
          hint={tRequest("customWalk.participantsHint", { min: CUSTOM_WALK_MIN_PARTICIPANTS, max: CUSTOM_WALK_MAX_PARTICIPANTS })}
          value={values.participantCount}
          onChange={(value) => setField("participantCount", value)}
          onBlur={onCountBlur}
          error={errors.participantCount}
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
          {...text("preferredDates")}
          label={tRequest("customWalk.dates")}
          hint={tRequest("customWalk.datesHint")}
          maxLength={MAX_DATES_LENGTH}
        />
        <InputField
          {...text("preferredLocation")}
          label={tRequest("customWalk.location")}
          hint={tRequest("customWalk.locationHint")}
          maxLength={MAX_SHORT_TEXT_LENGTH}
        />
        <InputField
          {...text("walkTheme")}
          label={tRequest("customWalk.theme")}
          hint={tRequest("customWalk.themeHint")}
          maxLength={MAX_SHORT_TEXT_LENGTH}
        />
        <InputField
          {...text("budget")}
          label={tRequest("customWalk.budget")}
          hint={tRequest("customWalk.budgetHint")}
          maxLength={MAX_SHORT_TEXT_LENGTH}
        />
      </div>
    </fieldset>
  );
}

/** WishFields ask for anything else, and what participants with accessibility needs need. */
export function WishFields({ values, errors, setField }: PartProps) {
  const detailsId = useId();
  return (
    <fieldset className="request-form__group">
      <legend>{tRequest("customWalk.wishes")}</legend>
      <TextAreaField
        name="additionalRequests"
        label={tRequest("customWalk.additional")}
        hint={tRequest("customWalk.additionalHint")}
        maxLength={MAX_MESSAGE_LENGTH}
        value={values.additionalRequests}
        onChange={(value) => setField("additionalRequests", value)}
        error={errors.additionalRequests}
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
            name="accessibilityDetails"
            label={tRequest("customWalk.accessibilityDetails")}
            hint={tRequest("customWalk.accessibilityDetailsHint")}
            rows={3}
            maxLength={MAX_ACCESSIBILITY_LENGTH}
            value={values.accessibilityDetails}
            onChange={(value) => setField("accessibilityDetails", value)}
            error={errors.accessibilityDetails}
          />
        )}
      </div>
    </fieldset>
  );
}
