import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** FeestInput is a party-walk request: every field is required. */
export interface FeestInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** FeestRequest is a stored party-walk request as the server answers it. */
export type FeestRequest = shop.Message;

/** feestBody is the body of POST /feest: the four fields, trimmed. */
export function feestBody(input: FeestInput): FeestInput {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    message: input.message.trim(),
  };
}

/** submitFeest sends a party-walk request; the server mails a confirmation to the requester. */
export function submitFeest(input: FeestInput): Promise<FeestRequest> {
  return apiFetch<FeestRequest>("/feest", { method: "POST", body: feestBody(input) });
}

export function useSubmitFeest() {
  return useMutation({ mutationFn: submitFeest });
}
