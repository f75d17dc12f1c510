// The site's navigation, shared by the header bars and the footer.
import type { site } from "../../shared/i18n/nl/site";
import { tSite } from "../../shared/i18n/site";

export interface NavItem {
  to: string;
  label: string;
}

/** item is a link whose label is looked up when shown, in the page's language (loaded after this module). */
function item(to: string, key: `nav.${keyof typeof site.nav}`): NavItem {
  return {
    to,
    get label() {
      return tSite(key);
    },
  };
}

/** SECTION_LINKS are the shop's sections in the second bar. */
export const SECTION_LINKS: NavItem[] = [
  item("/", "nav.walks"),
  item("/maatwerk", "nav.custom"),
  item("/cadeaubon", "nav.voucher"),
  item("/feest", "nav.feest"),
  item("/contact", "nav.contact"),
];

/** INFO_LINKS are the pages about Wandelwijs in the top bar. */
export const INFO_LINKS: NavItem[] = [
  item("/filosofische-wandeling-info", "nav.about"),
  item("/over-ons", "nav.us"),
];

/** FOOTER_INFO_LINKS are the pages about Wandelwijs in the footer: the top bar's and the privacy statement. */
export const FOOTER_INFO_LINKS: NavItem[] = [...INFO_LINKS, item("/privacy", "nav.privacy")];
