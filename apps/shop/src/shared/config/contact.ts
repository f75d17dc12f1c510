// How visitors reach Wandelwijs. One place, so every page shows the same details.
// TODO(owner): replace the placeholder phone number with the real one before going live.

/** CONTACT_PHONE is the number as shown to people. */
export const CONTACT_PHONE = "06 12 34 56 78";

/** CONTACT_PHONE_HREF is the same number for tel: links, in international form. */
export const CONTACT_PHONE_HREF = "tel:+31612345678";
