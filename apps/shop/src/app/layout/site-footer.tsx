import { Link } from "react-router";
import { Hills } from "../../shared/components/art";
import { LeafIcon, MailIcon, PhoneIcon } from "../../shared/components/icons";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { FOOTER_INFO_LINKS, SECTION_LINKS, type NavItem } from "./nav-links";
import { tSite } from "../../shared/i18n/site";

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <div>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <Hills className="site-footer__hills" tone="forest" />
      <div className="site-footer__body">
        <div className="container site-footer__inner">
          <div className="site-footer__about">
            <p className="brand">
              <LeafIcon />
              {CONTACT.name}
            </p>
            <p className="site-footer__tagline">
              {tSite("footer.tagline", { tagline: CONTACT.tagline })}
            </p>
            <ul className="site-footer__links">
              <li>
                <a className="site-footer__phone" href={CONTACT.phoneHref}>
                  <PhoneIcon /> {CONTACT.phone}
                </a>
              </li>
              <li>
                <a className="site-footer__phone" href={CONTACT_EMAIL_HREF}>
                  <MailIcon /> {CONTACT.email}
                </a>
              </li>
            </ul>
          </div>
          <nav className="site-footer__nav" aria-label={tSite("nav.footer")}>
            <LinkColumn title={tSite("footer.walking")} links={SECTION_LINKS} />
            <LinkColumn title={tSite("footer.about")} links={FOOTER_INFO_LINKS} />
          </nav>
        </div>
        <p className="container site-footer__copyright">{tSite("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
