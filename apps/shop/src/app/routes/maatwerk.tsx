import { CustomWalkForm } from "../../features/request/components/custom-walk-form";
import {
  CUSTOM_WALK_MAX_PARTICIPANTS,
  CUSTOM_WALK_MIN_PARTICIPANTS,
} from "../../features/request/constants";
import { ChatIcon, PeopleIcon, PinIcon } from "../../shared/components/icons";
import { BackLink } from "../../shared/components/back-link";
import { ContentPage } from "../../shared/components/page-hero";
import { Steps } from "../../shared/components/steps";
import { CONTACT, CONTACT_EMAIL_HREF } from "../../shared/config/contact";
import { RULES, workingDays } from "../../shared/config/rules";
import { tMaatwerk } from "../../shared/i18n/maatwerk";

/** MaatwerkPage invites groups to request a walk of their own (/maatwerk). */
function MaatwerkPage() {
  return (
    <ContentPage
      eyebrow={tMaatwerk("eyebrow")}
      title={tMaatwerk("title")}
      back={{ to: "/", label: tMaatwerk("back") }}
      lead={tMaatwerk("lead", { region: CONTACT.region })}
    >
      <section className="content-section" aria-labelledby="maatwerk-cards">
        <h2 id="maatwerk-cards">{tMaatwerk("why")}</h2>
        <ul className="card-grid">
          {[
            { icon: <PeopleIcon />, title: tMaatwerk("teams"), text: tMaatwerk("teamsText") },
            { icon: <ChatIcon />, title: tMaatwerk("question"), text: tMaatwerk("questionText") },
            {
              icon: <PinIcon />,
              title: tMaatwerk("place"),
              text: tMaatwerk("placeText", { min: CUSTOM_WALK_MIN_PARTICIPANTS, max: CUSTOM_WALK_MAX_PARTICIPANTS }),
            },
          ].map((card) => (
            <li key={card.title}>
              <article className="info-card">
                <span className="info-card__icon" aria-hidden="true">
                  {card.icon}
                </span>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <div className="content-columns">
        <div className="surface">
          <CustomWalkForm />
        </div>
        <aside className="content-side content-side--sticky" aria-labelledby="maatwerk-steps">
          <section className="surface">
            <h2 id="maatwerk-steps">{tMaatwerk("how")}</h2>
            <Steps
              steps={[
                { title: tMaatwerk("ask"), text: tMaatwerk("askText") },
                {
                  title: tMaatwerk("proposal"),
                  text: tMaatwerk("proposalText", { days: workingDays(RULES.replies.customWalkReplyWorkingDays) }),
                },
                { title: tMaatwerk("walk"), text: tMaatwerk("walkText") },
              ]}
            />
          </section>
          <p className="muted">
            {tMaatwerk("talk", {
              phone: <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>,
              email: <a href={CONTACT_EMAIL_HREF}>{CONTACT.email}</a>,
            })}
          </p>
        </aside>
      </div>

      <p className="content-section">
        <BackLink to="/" label={tMaatwerk("backToAll")} />
      </p>
    </ContentPage>
  );
}

export { MaatwerkPage as Component };
