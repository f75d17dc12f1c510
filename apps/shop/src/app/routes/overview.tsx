import { Link } from "react-router";
import { CustomWalkCta } from "../../features/walk/components/custom-walk-cta";
import { WalksOverview } from "../../features/walk/components/walks-overview";
import { Landscape } from "../../shared/components/art";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import "./pages.css";
import { tSite } from "../../shared/i18n/site";

/** OverviewPage is the home page: a welcome, the upcoming walks and the custom-walk invitation. */
export function OverviewPage() {
  useDocumentTitle(tSite("home.title"));
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div>
            <p className="eyebrow">{tSite("home.eyebrow")}</p>
            <h1>{tSite("home.heading")}</h1>
            <p className="lead">{tSite("home.lead")}</p>
            <div className="hero__actions">
              <a className="btn btn--primary" href="#wandelingen">
                {tSite("home.walks")}
              </a>
              <Link className="btn btn--secondary" to="/filosofische-wandeling-info">
                {tSite("home.how")}
              </Link>
            </div>
          </div>
          <Landscape className="hero__art" />
        </div>
      </section>

      <div className="container">
        <section id="wandelingen" className="walks-section" aria-labelledby="walks-title">
          <h2 id="walks-title">{tSite("home.planned")}</h2>
          <WalksOverview />
          <p className="walks-section__calendar">
            <a href="/agenda.ics">{tSite("home.calendar")}</a>
          </p>
        </section>
        <CustomWalkCta />
      </div>
    </>
  );
}
