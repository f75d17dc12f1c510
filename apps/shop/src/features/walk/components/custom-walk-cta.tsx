import { Link } from "react-router";
import { Landscape } from "../../../shared/components/art";
import "./walks.css";
import { tSite } from "../../../shared/i18n/site";

/** CustomWalkCta is the large invitation to request a custom walk, shown after the list of walks. */
export function CustomWalkCta() {
  return (
    <section className="custom-cta" aria-labelledby="custom-cta-title">
      <div className="custom-cta__text">
        <p className="eyebrow">{tSite("custom.eyebrow")}</p>
        <h2 id="custom-cta-title">{tSite("custom.ctaHeading")}</h2>
        <p>{tSite("custom.ctaText")}</p>
        <Link className="btn btn--sun btn--large" to="/maatwerk">
          {tSite("custom.cta")}
        </Link>
      </div>
      <Landscape className="custom-cta__art" />
    </section>
  );
}
