// How visitors reach Wandelwijs and who we are. The facts live in one file,
// packages/platform/site/contact.json, which the Go mails embed as well; this module only
// gives them types and names, so every page and every mail shows the same details.
import facts from "../../../../../packages/platform/site/contact.json";

/** Organiser is one of the two people behind Wandelwijs. */
export interface Organiser {
  name: string;
  role: string;
  business: string;
  /** url is the organiser's own website. */
  url: string;
  /** videoId is the YouTube id of the organiser's intro video. */
  videoId: string;
}

/** SiteContact is how visitors reach Wandelwijs. */
export interface SiteContact {
  name: string;
  tagline: string;
  email: string;
  /** phone is the number as shown to people. */
  phone: string;
  /** phoneHref is the same number as a tel: link, in international form. */
  phoneHref: string;
  /** region is where the walks take place, as a phrase ("de bossen en uiterwaarden rond Wageningen"). */
  region: string;
  organisers: Organiser[];
}

/** CONTACT holds every contact fact the pages show, the organisers included. */
export const CONTACT: SiteContact = facts;

/** CONTACT_PHONE is the number as shown to people. */
export const CONTACT_PHONE = CONTACT.phone;

/** CONTACT_PHONE_HREF is the same number for tel: links, in international form. */
export const CONTACT_PHONE_HREF = CONTACT.phoneHref;

/** CONTACT_EMAIL is the address for questions and requests. */
export const CONTACT_EMAIL = CONTACT.email;

/** CONTACT_EMAIL_HREF is the same address as a mailto: link. */
export const CONTACT_EMAIL_HREF = `mailto:${CONTACT.email}`;
