import { WALK_DURATION_HOURS } from "../../features/request/constants";
import { Checklist } from "../../shared/components/checklist";
import { ClosingBand } from "../../shared/components/link-buttons";
import { ContentPage } from "../../shared/components/page-hero";
import { Steps } from "../../shared/components/steps";
import { CONTACT } from "../../shared/config/contact";
import { tAbout } from "../../shared/i18n/about";

/** ONWARD are the ways on at the end of the page. */
const ONWARD = [{ to: "/", label: tAbout("walkInfo.walks") }, { to: "/over-ons", label: tAbout("walkInfo.who") }];

/** MOMENTS are the parts of a walk, in the order they happen. */
const MOMENTS = (["arrive", "question", "silence", "pairs", "circle"] as const).map((moment) => ({
  title: tAbout(`walkInfo.${moment}`),
  text: tAbout(`walkInfo.${moment}Text`),
}));

/** WalkInfoPage tells what a philosophical walk looks like, with a participant's words. */
function WalkInfoPage() {
  return (
    <ContentPage
      eyebrow={tAbout("walkInfo.eyebrow")}
      title={tAbout("walkInfo.title")}
      back={{ to: "/", label: tAbout("walkInfo.back") }}
      lead={tAbout("walkInfo.lead", { hours: WALK_DURATION_HOURS, region: CONTACT.region })}
    >
      <div className="content-columns">
        <section aria-labelledby="walk-story">
          <h2 id="walk-story">{tAbout("walkInfo.story")}</h2>
          <Steps steps={MOMENTS} />
        </section>

        <aside className="content-side" aria-label={tAbout("walkInfo.asideLabel")}>
          <figure className="quote">
            <blockquote>
              <p>{tAbout("walkInfo.quote")}</p>
            </blockquote>
            <figcaption>{tAbout("walkInfo.quoteBy")}</figcaption>
          </figure>

          <section className="surface" aria-labelledby="walk-practical">
            <h2 id="walk-practical">{tAbout("walkInfo.practical")}</h2>
            <Checklist
              items={[
                tAbout("walkInfo.duration", { hours: WALK_DURATION_HOURS }),
                tAbout("walkInfo.weather"),
                tAbout("walkInfo.beginners"),
                tAbout("walkInfo.shoes"),
              ]}
            />
          </section>
        </aside>
      </div>

      <ClosingBand heading={tAbout("walkInfo.join")} text={tAbout("walkInfo.joinText")} links={ONWARD} />
    </ContentPage>
  );
}

export { WalkInfoPage as Component };
