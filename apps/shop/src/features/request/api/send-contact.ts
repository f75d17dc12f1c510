import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@wandelwijs/api-client/client";
import type * as shop from "@wandelwijs/api-client/generated/shop";

/** ContactInput is a contact message: the phone is optional. */
export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** ContactBody is the body of POST /contact: no phone when it is empty. */
export interface ContactBody {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** ContactMessage is a stored contact message as the server answers it. */
export type ContactMessage = shop.Message;

/** contactBody trims the values and leaves out an empty phone. */
export function contactBody(input: ContactInput): ContactBody {
  const body: ContactBody = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  const phone = input.phone.trim();
  if (phone) body.phone = phone;
  return body;
}

/** sendContact sends a contact message; the server mails a confirmation to the sender. */
export function sendContact(input: ContactInput): Promise<ContactMessage> {
  return apiFetch<ContactMessage>("/contact", { method: "POST", body: contactBody(input) });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
