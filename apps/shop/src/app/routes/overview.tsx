import { Link } from "react-router";
import { CustomWalkCta } from "../../features/walk/components/custom-walk-cta";
import { WalksOverview } from "../../features/walk/components/walks-overview";
import { Landscape } from "../../shared/components/art";
import { useDocumentTitle } from "../../shared/hooks/use-document-title";
import "./pages.css";

/** OverviewPage is the home page: a welcome, the upcoming walks and the custom-walk invitation. */
export function OverviewPage() {
  useDocumentTitle("Filosofische wandelingen rond Wageningen");
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div>
            <p className="eyebrow">Wandelen · Verwonderen · Nadenken</p>
            <h1>Filosofische wandelingen in de natuur</h1>
            <p className="lead">
              Loop mee door de bossen en uiterwaarden rond Wageningen en denk onderweg samen na over de grote en kleine
              vragen van het leven. Voorkennis is niet nodig, nieuwsgierigheid wel.
            </p>
            <div className="hero__actions">
              <a className="btn btn--primary" href="#wandelingen">
                Bekijk de wandelingen
              </a>
              <Link className="btn btn--secondary" to="/filosofische-wandeling-info">
                Hoe gaat een wandeling?
              </Link>
            </div>
          </div>
          <Landscape className="hero__art" />
        </div>
      </section>

      <div className="container">
        <section id="wandelingen" className="walks-section" aria-labelledby="walks-title">
          <h2 id="walks-title">Geplande wandelingen</h2>
          <WalksOverview />
        </section>
        <CustomWalkCta />
      </div>
    </>
  );
}
