import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type { CustomWalkDuration } from "../constants";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** CustomWalkInput is what the custom-walk form holds. */
export interface CustomWalkInput {
  companyName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  participantCount: number;
  preferredDates: string;
  preferredLocation: string;
  walkTheme: string;
  duration: CustomWalkDuration;
  budget: string;
  additionalRequests: string;
  hasAccessibilityNeeds: boolean;
  accessibilityDetails: string;
}

/** CustomWalkBody is the body of POST /custom-walks: optional fields only when filled in. */
export interface CustomWalkBody {
  companyName?: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  participantCount: number;
  preferredDates?: string;
  preferredLocation?: string;
  walkTheme?: string;
  duration: CustomWalkDuration;
  budget?: string;
  additionalRequests?: string;
  hasAccessibilityNeeds: boolean;
  accessibilityDetails?: string;
}

/** CustomWalkRequest is a stored custom-walk request as the server answers it. */
export type CustomWalkRequest = shop.RequestCustomWalk;

const OPTIONAL_TEXT = [
  "companyName",
  "preferredDates",
  "preferredLocation",
  "walkTheme",
  "budget",
  "additionalRequests",
] as const;

/**
 * customWalkBody trims the form's values and leaves out empty optional fields. The
 * accessibility details are sent only when accessibility needs are ticked.
 */
export function customWalkBody(input: CustomWalkInput): CustomWalkBody {
  const body: CustomWalkBody = {
    contactName: input.contactName.trim(),
    contactEmail: input.contactEmail.trim(),
    contactPhone: input.contactPhone.trim(),
    participantCount: input.participantCount,
    duration: input.duration,
    hasAccessibilityNeeds: input.hasAccessibilityNeeds,
  };
  for (const field of OPTIONAL_TEXT) {
    const value = input[field].trim();
    if (value) body[field] = value;
  }
  const details = input.accessibilityDetails.trim();
  if (input.hasAccessibilityNeeds && details) body.accessibilityDetails = details;
  return body;
}

/** submitCustomWalk sends a custom-walk request; the server mails a confirmation to the requester. */
export function submitCustomWalk(input: CustomWalkInput): Promise<CustomWalkRequest> {
  return apiFetch<CustomWalkRequest>("/custom-walks", { method: "POST", body: customWalkBody(input) });
}

export function useSubmitCustomWalk() {
  return useMutation({ mutationFn: submitCustomWalk });
}
