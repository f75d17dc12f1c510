import { OrganiserProfile } from "../../features/about/components/organiser-profile";
import { ClosingBand } from "../../shared/components/link-buttons";
import { ContentPage } from "../../shared/components/page-hero";
import { CONTACT } from "../../shared/config/contact";
import { tAbout } from "../../shared/i18n/about";

/** ONWARD are the ways on at the end of the page. */
const ONWARD = [{ to: "/", label: tAbout("us.walks") }, { to: "/maatwerk", label: tAbout("us.custom") }];

/** OverOnsPage introduces the two organisers, with their sites and intro videos (/over-ons). */
function OverOnsPage() {
  const [first, second] = CONTACT.organisers;
  return (
    <ContentPage
      eyebrow={tAbout("us.eyebrow")}
      title={tAbout("us.title")}
      lead={tAbout("us.lead", {
        name: CONTACT.name,
        pair: first && second ? tAbout("us.pair", { first: first.name, second: second.name }) : "",
        region: CONTACT.region,
      })}
    >
      <section className="content-section" aria-labelledby="about-why">
        <h2 id="about-why">{tAbout("us.why")}</h2>
        <p className="content-section__intro">{tAbout("us.whyText")}</p>
      </section>

      <section className="content-section" aria-labelledby="about-organisers">
        <h2 id="about-organisers">{tAbout("us.organisers")}</h2>
        <ul className="organisers">
          {CONTACT.organisers.map((organiser) => (
            <li key={organiser.name}>
              <OrganiserProfile organiser={organiser} />
            </li>
          ))}
        </ul>
      </section>

      <ClosingBand heading={tAbout("us.join")} text={tAbout("us.joinText")} links={ONWARD} />
    </ContentPage>
  );
}

export { OverOnsPage as Component };
