// The site's navigation, shared by the header bars and the footer.

export interface NavItem {
  to: string;
  label: string;
}

/** SECTION_LINKS are the shop's sections in the second bar. */
export const SECTION_LINKS: NavItem[] = [
  { to: "/", label: "Wandelingen" },
  { to: "/maatwerk", label: "Maatwerk" },
  { to: "/cadeaubon", label: "Cadeaubon" },
  { to: "/feest", label: "Feest" },
  { to: "/contact", label: "Contact" },
];

/** INFO_LINKS are the pages about Wandelwijs in the top bar. */
export const INFO_LINKS: NavItem[] = [
  { to: "/filosofische-wandeling-info", label: "Info" },
  { to: "/over-ons", label: "Over Ons" },
];

/** FOOTER_INFO_LINKS are the pages about Wandelwijs in the footer: the top bar's and the privacy statement. */
export const FOOTER_INFO_LINKS: NavItem[] = [...INFO_LINKS, { to: "/privacy", label: "Privacy" }];
