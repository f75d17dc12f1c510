import { Link } from "react-router";
import { CustomWalkForm } from "../../features/request/components/custom-walk-form";
import {
  CUSTOM_WALK_MAX_PARTICIPANTS,
  CUSTOM_WALK_MIN_PARTICIPANTS,
} from "../../features/request/constants";
import { ChatIcon, PeopleIcon, PinIcon } from "../../shared/components/icons";
import { PageHero } from "../../shared/components/page-hero";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { RULES, workingDays } from "../../shared/config/rules";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";

/** MaatwerkPage invites groups to request a walk of their own (spec 2 §2, /maatwerk). */
export function MaatwerkPage() {
  useDocumentTitle("Wandeling op maat");
  return (
    <>
      <PageHero
        eyebrow="Maatwerk"
        title="Wandeling op maat"
        back={{ to: "/", label: "Alle wandelingen" }}
        lead={
          <>
            Een filosofische wandeling alleen voor jouw team, school, vereniging of vriendengroep. Jullie kiezen het
            moment en het thema; wij zorgen voor een mooie route door {CONTACT.region}, goede vragen en ruimte om echt
            met elkaar in gesprek te gaan.
          </>
        }
      />

      <div className="container">
        <section className="content-section" aria-labelledby="maatwerk-cards">
          <h2 id="maatwerk-cards">Waarom een wandeling op maat?</h2>
          <ul className="card-grid">
            <li>
              <article className="info-card">
                <span className="info-card__icon" aria-hidden="true">
                  <PeopleIcon />
                </span>
                <h3>Voor teams en groepen</h3>
                <p>
                  Een heidag, een teamuitje of een moment van bezinning na een drukke periode. Naast elkaar lopend praat
                  je anders dan tegenover elkaar aan de vergadertafel.
                </p>
              </article>
            </li>
            <li>
              <article className="info-card">
                <span className="info-card__icon" aria-hidden="true">
                  <ChatIcon />
                </span>
                <h3>Jullie vraag staat centraal</h3>
                <p>
                  Samenwerken, verandering, vertrouwen, keuzes maken: we bouwen de wandeling rond wat jullie nu
                  bezighoudt, met vragen die uitnodigen tot een eerlijk gesprek.
                </p>
              </article>
            </li>
            <li>
              <article className="info-card">
                <span className="info-card__icon" aria-hidden="true">
                  <PinIcon />
                </span>
                <h3>Jullie plek, jullie tempo</h3>
                <p>
                  Voor {CUSTOM_WALK_MIN_PARTICIPANTS} tot {CUSTOM_WALK_MAX_PARTICIPANTS} deelnemers, van twee uur tot
                  meerdere dagen. In het bos, langs de rivier of bij jullie in de buurt.
                </p>
              </article>
            </li>
          </ul>
        </section>

        <div className="content-columns">
          <div className="surface">
            <CustomWalkForm />
          </div>
          <aside className="content-side content-side--sticky" aria-labelledby="maatwerk-steps">
            <section className="surface">
              <h2 id="maatwerk-steps">Zo werkt het</h2>
              <ol className="steps">
                <li>
                  <h3>Je vraagt aan</h3>
                  <p>Vul het formulier in. Hoe meer je vertelt over jullie groep en wensen, hoe beter we meedenken.</p>
                </li>
                <li>
                  <h3>We maken een voorstel</h3>
                  <p>
                    Binnen {workingDays(RULES.replies.customWalkReplyWorkingDays)} nemen we contact op. Samen bespreken we
                    datum, plek, thema en budget, en je krijgt een voorstel op maat.
                  </p>
                </li>
                <li>
                  <h3>Jullie wandelen</h3>
                  <p>
                    Op de afgesproken dag staan we klaar met een route, goede vragen en warme koffie. Jullie hoeven
                    alleen maar te komen.
                  </p>
                </li>
              </ol>
            </section>
            <p className="muted">
              Liever eerst even overleggen? Bel <a href={CONTACT.phoneHref}>{CONTACT.phone}</a> of mail naar{" "}
              <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a>.
            </p>
          </aside>
        </div>

        <p className="content-section">
          <Link to="/">
            <span aria-hidden="true">← </span>Terug naar alle wandelingen
          </Link>
        </p>
      </div>
    </>
  );
}
