import { useId } from "react";
import type { Organiser } from "../../../shared/config/contact";
import { IntroVideo } from "./intro-video";
import "./about.css";
import { tAbout } from "../../../shared/i18n/about";

/**
 * BIOS are the organisers' own words, by name. The name, role, business and site come from
 * contact.json; an organiser without a bio here gets a short line built from those.
 */
const BIOS: Record<string, string[]> = {
  "Marieke van Dijk": [tAbout("organiser.marieke1"), tAbout("organiser.marieke2")],
  "Joost Verhoeven": [tAbout("organiser.joost1"), tAbout("organiser.joost2")],
};

function bio(organiser: Organiser): string[] {
  return (
    BIOS[organiser.name] ?? [
      tAbout("organiser.bio", {
        name: organiser.name,
        role: organiser.role.toLowerCase(),
        business: organiser.business,
        firstName: organiser.name.split(" ")[0],
      }),
    ]
  );
}

/** OrganiserProfile introduces one organiser: bio, a link to their own site and their intro video. */
export function OrganiserProfile({ organiser }: { organiser: Organiser }) {
  const headingId = useId();
  return (
    <article className="organiser" aria-labelledby={headingId}>
      <div className="organiser__text">
        <h3 id={headingId}>{organiser.name}</h3>
        <p className="organiser__role">
          {organiser.role} · {organiser.business}
        </p>
        {bio(organiser).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <a className="external-link" href={organiser.url} target="_blank" rel="noopener">
          {tAbout("organiser.site", { business: organiser.business })}
          <span className="sr-only"> {tAbout("organiser.newWindow")}</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </div>
      <div className="organiser__media">
        <IntroVideo videoId={organiser.videoId} name={organiser.name} />
      </div>
    </article>
  );
}
