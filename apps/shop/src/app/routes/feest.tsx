import { FeestAside } from "../../features/request/components/feest-aside";
import { FeestForm } from "../../features/request/components/feest-form";
import { FeestInfo } from "../../features/request/components/feest-info";
import { ClosingBand } from "../../shared/components/link-buttons";
import { ContentPage } from "../../shared/components/page-hero";
import { tFeest } from "../../shared/i18n/feest";

/** ONWARD are the ways on at the end of the page. */
const ONWARD = [{ to: "/contact", label: tFeest("contactUs") }, { to: "/", label: tFeest("walks") }];

/** FeestPage offers a party walk and takes the request (/feest). */
function FeestPage() {
  return (
    <ContentPage
      eyebrow={tFeest("eyebrow")}
      title={tFeest("title")}
      back={{ to: "/", label: tFeest("back") }}
      lead={tFeest("lead")}
    >
      <div className="content-columns">
        <div>
          <FeestInfo />
          <section className="content-section" aria-labelledby="feest-form-section">
            <h2 id="feest-form-section" className="sr-only">
              {tFeest("form")}
            </h2>
            <div className="surface">
              <FeestForm />
            </div>
          </section>
        </div>
        <FeestAside />
      </div>

      <ClosingBand heading={tFeest("questions")} text={tFeest("questionsText")} links={ONWARD} />
    </ContentPage>
  );
}

export { FeestPage as Component };
