// Status rules of party and custom-walk requests (spec 2 §4) and their colours.
import type { FeestAction, RequestStatus } from "./dataProvider";

export interface FeestActionButton {
  action: FeestAction;
  /** label is the button's i18n key. */
  label: string;
  /** success is the i18n key of the toast's message. */
  success: string;
}

/**
 * feestActions: 'In behandeling' (read) only for NEW; 'Afgehandeld' (replied) unless the
 * request is COMPLETED.
 */
export function feestActions(status: string): FeestActionButton[] {
  const actions: FeestActionButton[] = [];
  if (status === "NEW") {
    actions.push({ action: "read", label: "wandelwijs.requests.markInProgress", success: "wandelwijs.requests.inProgress" });
  }
  if (status !== "COMPLETED") {
    actions.push({ action: "replied", label: "wandelwijs.requests.markCompleted", success: "wandelwijs.requests.completed" });
  }
  return actions;
}

export interface CustomWalkTransition {
  to: RequestStatus;
  label: string;
}

/**
 * customWalkTransitions: NEW → IN_PROGRESS, IN_PROGRESS → COMPLETED, and CANCELLED from any
 * status but CANCELLED.
 */
export function customWalkTransitions(status: string): CustomWalkTransition[] {
  const transitions: CustomWalkTransition[] = [];
  if (status === "NEW") transitions.push({ to: "IN_PROGRESS", label: "wandelwijs.requests.markInProgress" });
  if (status === "IN_PROGRESS") transitions.push({ to: "COMPLETED", label: "wandelwijs.requests.markCompleted" });
  if (status !== "CANCELLED") transitions.push({ to: "CANCELLED", label: "wandelwijs.requests.cancel" });
  return transitions;
}

/** Tone is a status chip's colour family; each passes WCAG AA (text on background). */
export type Tone = "info" | "warning" | "success" | "neutral" | "danger";

/** requestStatusTone colours a request status; it also knows the older READ and REPLIED. */
export function requestStatusTone(status: string): Tone {
  switch (status) {
    case "NEW":
      return "info";
    case "IN_PROGRESS":
    case "READ":
      return "warning";
    case "COMPLETED":
    case "REPLIED":
      return "success";
    case "CANCELLED":
      return "danger";
    default:
      return "neutral";
  }
}

/** requestStatusLabel is the i18n key of a request status (the raw status when unknown). */
export const requestStatusLabel = (status: string) =>
  ["NEW", "IN_PROGRESS", "COMPLETED", "CANCELLED", "READ", "REPLIED"].includes(status)
    ? `wandelwijs.requestStatus.${status}`
    : status;

/** bookingStatusLabel is the i18n key of a booking status, both cancel spellings included. */
export const bookingStatusLabel = (status: string) =>
  ["PAID", "PENDING", "CANCELED", "CANCELLED", "FAILED"].includes(status) ? `wandelwijs.bookingStatus.${status}` : status;

/** bookingStatusTone colours a booking status. */
export function bookingStatusTone(status: string): Tone {
  switch (status) {
    case "PAID":
      return "success";
    case "PENDING":
      return "warning";
    case "FAILED":
    case "CANCELED":
    case "CANCELLED":
      return "danger";
    default:
      return "neutral";
  }
}
