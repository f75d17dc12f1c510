// The shape of the shop's catalogue. The Dutch texts (nl/) define it; another language
// gives each area a file of its own that must have the same keys, e.g. en/booking.ts:
//   export const booking: Messages["booking"] = { ... };
import type { about } from "./nl/about";
import type { account } from "./nl/account";
import type { booking } from "./nl/booking";
import type { common } from "./nl/common";
import type { contact } from "./nl/contact";
import type { feest } from "./nl/feest";
import type { language } from "./nl/language";
import type { maatwerk } from "./nl/maatwerk";
import type { password } from "./nl/password";
import type { quote } from "./nl/quote";
import type { request } from "./nl/request";
import type { site } from "./nl/site";
import type { voucher } from "./nl/voucher";
import type { walk } from "./nl/walk";
import type { Widen } from "./translate";

/** Messages holds every area's texts, by area: the Dutch keys, with any text in them. */
export interface Messages {
  about: Widen<typeof about>;
  account: Widen<typeof account>;
  booking: Widen<typeof booking>;
  common: Widen<typeof common>;
  contact: Widen<typeof contact>;
  feest: Widen<typeof feest>;
  language: Widen<typeof language>;
  maatwerk: Widen<typeof maatwerk>;
  password: Widen<typeof password>;
  quote: Widen<typeof quote>;
  request: Widen<typeof request>;
  site: Widen<typeof site>;
  voucher: Widen<typeof voucher>;
  walk: Widen<typeof walk>;
}
