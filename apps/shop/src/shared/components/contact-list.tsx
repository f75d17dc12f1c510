import type { ReactNode } from "react";
import { CONTACT, CONTACT_EMAIL_HREF } from "../config/contact";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "./icons";

/** ContactList is how to reach the organisers: phone, e-mail, the region when given, and how soon they reply. */
export function ContactList({ region, reply }: { region?: ReactNode; reply: ReactNode }) {
  return (
    <ul className="contact-list">
      <li>
        <PhoneIcon />
        <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
      </li>
      <li>
        <MailIcon />
        <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a>
      </li>
      {region && (
        <li>
          <PinIcon />
          <span>{region}</span>
        </li>
      )}
      <li>
        <ClockIcon />
        <span>{reply}</span>
      </li>
    </ul>
  );
}
