// The English catalogue: every area, loaded as one chunk on English pages only (translate.ts).
import englishFacts from "../../../../../../packages/platform/site/contact.en.json";
import { CONTACT } from "../../config/contact";
import type { Messages } from "../messages";
import { about } from "./about";
import { account } from "./account";
import { booking } from "./booking";
import { common } from "./common";
import { contact } from "./contact";
import { feest } from "./feest";
import { language } from "./language";
import { maatwerk } from "./maatwerk";
import { password } from "./password";
import { quote } from "./quote";
import { request } from "./request";
import { site } from "./site";
import { voucher } from "./voucher";
import { walk } from "./walk";

/** en holds the English texts of every area. */
export const en: Messages = { about, account, booking, common, contact, feest, language, maatwerk, password, quote, request, site, voucher, walk };

// Loading the English texts puts the contact facts' words in English too (contact.en.json:
// tagline, region, the organisers' roles), before the first render.
const roles: Record<string, string> = englishFacts.roles;
CONTACT.tagline = englishFacts.tagline;
CONTACT.region = englishFacts.region;
for (const organiser of CONTACT.organisers) organiser.role = roles[organiser.name] ?? organiser.role;
