// Status rules of party and custom-walk requests: which buttons each status offers.
import type { FeestAction, RequestStatus } from "./api";

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
