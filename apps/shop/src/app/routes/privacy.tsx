import { Link } from "react-router";
import { ContentPage } from "../../shared/components/page-hero";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { days, RULES } from "../../shared/config/rules";
import { tAbout } from "../../shared/i18n/about";
import "../../shared/styles/content.css";

const { retentionMonths, fiscalYears } = RULES.privacy;

/** KEPT are the cases in which we keep something about you, each with what and why. */
const KEPT = (["booking", "waitlist", "voucher", "request", "account"] as const).map((kind) => ({
  kind,
  when: tAbout(`privacy.${kind}`),
  what: tAbout(`privacy.${kind}Text`),
}));

/** PrivacyPage is /privacy: what Wandelwijs keeps about you, why, for how long, and what you can do about it. */
function PrivacyPage() {
  return (
    <ContentPage eyebrow={tAbout("privacy.eyebrow")} title={tAbout("privacy.title")} lead={tAbout("privacy.lead")}>
      <section className="content-section" aria-labelledby="privacy-what">
        <h2 id="privacy-what">{tAbout("privacy.what")}</h2>
        <ul>
          {KEPT.map(({ kind, when, what }) => (
            <li key={kind}>
              <strong>{when}</strong> {what}
            </li>
          ))}
        </ul>
        <p>{tAbout("privacy.payments")}</p>
      </section>

      <section className="content-section" aria-labelledby="privacy-how-long">
        <h2 id="privacy-how-long">{tAbout("privacy.howLong")}</h2>
        <p>{tAbout("privacy.howLongText", { months: retentionMonths, years: fiscalYears })}</p>
      </section>

      <section className="content-section" aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{tAbout("privacy.rights")}</h2>
        <ul>
          <li>
            {tAbout("privacy.download", {
              link: <Link to="/profiel">{tAbout("privacy.profile")}</Link>,
              days: days(RULES.booking.cancelMinDays),
            })}
          </li>
          <li>{tAbout("privacy.noAccount")}</li>
          <li>{tAbout("privacy.otherRights", { email: <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a> })}</li>
        </ul>
      </section>
    </ContentPage>
  );
}

export { PrivacyPage as Component };
