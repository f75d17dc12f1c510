import { contact } from "./nl/contact";
import { translator } from "./translate";

/** tContact looks up the texts of the contact page and its thanks page. */
export const tContact = translator(contact, "contact");
