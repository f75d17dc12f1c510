// The site's navigation, shared by the header bars and the footer.
import { tSite } from "../../shared/i18n/site";

export interface NavItem {
  to: string;
  label: string;
}

/** SECTION_LINKS are the shop's sections in the second bar. */
export const SECTION_LINKS: NavItem[] = [
  { to: "/", label: tSite("nav.walks") },
  { to: "/maatwerk", label: tSite("nav.custom") },
  { to: "/cadeaubon", label: tSite("nav.voucher") },
  { to: "/feest", label: tSite("nav.feest") },
  { to: "/contact", label: tSite("nav.contact") },
];

/** INFO_LINKS are the pages about Wandelwijs in the top bar. */
export const INFO_LINKS: NavItem[] = [
  { to: "/filosofische-wandeling-info", label: tSite("nav.about") },
  { to: "/over-ons", label: tSite("nav.us") },
];

/** FOOTER_INFO_LINKS are the pages about Wandelwijs in the footer: the top bar's and the privacy statement. */
export const FOOTER_INFO_LINKS: NavItem[] = [...INFO_LINKS, { to: "/privacy", label: tSite("nav.privacy") }];
