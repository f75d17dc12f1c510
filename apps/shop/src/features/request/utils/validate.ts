// Browser checks of the request forms with messages from the catalogue. The server checks
// again; its field messages are shown as returned.

import { emailError, nameError, type FieldErrors } from "../../../shared/lib/validation";
import {
  CUSTOM_WALK_DEFAULT_PARTICIPANTS,
  CUSTOM_WALK_DURATIONS,
  CUSTOM_WALK_MAX_PARTICIPANTS,
  CUSTOM_WALK_MIN_PARTICIPANTS,
  type CustomWalkDuration,
} from "../constants";
import { tRequest } from "../../../shared/i18n/request";
import { tCommon } from "../../../shared/i18n/common";

function required(value: string, message: string): string | undefined {
  return value.trim() ? undefined : message;
}

/** CustomWalkValues is what the custom-walk form holds while it is filled in. */
export interface CustomWalkValues {
  companyName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  /** participantCount is kept as typed; participantCountOrFallback reads it. */
  participantCount: string;
  preferredDates: string;
  preferredLocation: string;
  walkTheme: string;
  duration: CustomWalkDuration | "";
  budget: string;
  additionalRequests: string;
  hasAccessibilityNeeds: boolean;
  accessibilityDetails: string;
}

export const CUSTOM_WALK_INITIAL: CustomWalkValues = {
  companyName: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  participantCount: String(CUSTOM_WALK_DEFAULT_PARTICIPANTS),
  preferredDates: "",
  preferredLocation: "",
  walkTheme: "",
  duration: "",
  budget: "",
  additionalRequests: "",
  hasAccessibilityNeeds: false,
  accessibilityDetails: "",
};

/**
 * participantCountOrFallback reads the participant count as typed. An invalid entry (empty,
 * letters, a fraction, or a group outside 6 to 25) falls back to 6.
 */
export function participantCountOrFallback(typed: string): number {
  const value = typed.trim();
  const count = /^\d+$/.test(value) ? Number(value) : NaN;
  return count >= CUSTOM_WALK_MIN_PARTICIPANTS && count <= CUSTOM_WALK_MAX_PARTICIPANTS ? count : CUSTOM_WALK_MIN_PARTICIPANTS;
}

/**
 * validateCustomWalk checks the custom-walk form: contact details and duration. The group
 * size needs no message: the form puts 6 in place of an invalid one.
 */
export function validateCustomWalk(values: CustomWalkValues): FieldErrors<keyof CustomWalkValues> {
  return {
    contactName: nameError(values.contactName, tRequest("validation.contactName")),
    contactEmail: emailError(values.contactEmail),
    contactPhone: required(values.contactPhone, tRequest("validation.contactPhone")),
    duration: CUSTOM_WALK_DURATIONS.some((d) => d.value === values.duration)
      ? undefined
      : tRequest("validation.duration"),
  };
}

export interface FeestValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const FEEST_INITIAL: FeestValues = { name: "", email: "", phone: "", message: "" };

/** validateFeest checks the party form: name, e-mail, phone and message are all required. */
export function validateFeest(values: FeestValues): FieldErrors<keyof FeestValues> {
  return {
    name: nameError(values.name),
    email: emailError(values.email),
    phone: required(values.phone, tCommon("validation.phoneRequired")),
    message: required(values.message, tRequest("validation.feestMessage")),
  };
}

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const CONTACT_INITIAL: ContactValues = { name: "", email: "", phone: "", message: "" };

/** validateContact checks the contact form: name, e-mail (of e-mail format) and message; the phone is optional. */
export function validateContact(values: ContactValues): FieldErrors<keyof ContactValues> {
  return {
    name: nameError(values.name),
    email: emailError(values.email),
    message: required(values.message, tRequest("validation.contactMessage")),
  };
}
