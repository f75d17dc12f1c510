import { useQuery } from "@tanstack/react-query";
import { formatLongDate } from "@wandelwijs/format/date";
import { Link } from "react-router";
import { walkQueryOptions, type WalkDetail } from "../../../shared/api/get-walk";
import { Hills } from "../../../shared/components/art";
import { CoverImage } from "../../../shared/components/cover-image";
import { slot, SlotIf, SlotRange } from "../../../shared/components/slot";
import { WalkGuide } from "./walk-guide";
import { Loading } from "../../../shared/components/loading";
import { Checklist } from "../../../shared/components/checklist";
import { MessageScreen } from "../../../shared/components/message-panel";
import { useAppRunning } from "../../../shared/hooks/use-app-running";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title";
import { LANGUAGE } from "../../../shared/i18n/language";
import { tWalk } from "../../../shared/i18n/walk";
import { WalkDetailSide } from "./walk-detail-side";
import "../../../shared/styles/content.css";
import "./walks.css";
import "../../../shared/styles/info-box.css";

/** WalkDetailView loads one walk by slug and shows it, a loading state, or "Wandeling niet gevonden". */
export function WalkDetailView({ slug }: { slug: string }) {
  const { data, isError } = useQuery(walkQueryOptions(slug));
  useDocumentTitle(data?.title ?? (isError ? tWalk("notFound") : undefined));

  // A loaded walk stays on screen even if a later background refetch fails.
  if (data) return <WalkDetailContent walk={data} />;
  if (isError) {
    // A missing walk and any other load error show the same message.
    return (
      <MessageScreen title={tWalk("notFound")} link={{ to: "/", label: tWalk("backToAll") }}>
      <p>{tWalk("notFoundText")}</p>
      </MessageScreen>
    );
  }
  return <Loading label={tWalk("loading")} />;
}

/** paragraphs splits a description into paragraphs, one per non-empty line. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}


/**
 * WalkDetailContent shows a walk. Its first screen in the page's HTML (src/app/first-screen.tsx,
 * filled in by the BFF) holds the walk's head, picture and story, slots of the BFF's walk;
 * what follows them (the guide, what to know, the booking card with its places and
 * deadlines) comes with the app, in room kept for it below the fold.
 */
function WalkDetailContent({ walk }: { walk: WalkDetail }) {
  const running = useAppRunning();
  const cancelled = walk.status === "CANCELLED";
  // On an English page a walk the organisers gave no English texts shows its Dutch ones, marked.
  const written = walk.contentLanguage ?? "nl";
  const lang = slot("TextLang", written);
  return (
    <div className="walk-detail">
      <div className="walk-hero">
        <div className="container walk-hero__inner">
          <Link className="back-link" to="/">
            {tWalk("back")}
          </Link>
          <p className="eyebrow">{tWalk("eyebrow", { city: slot("City", walk.city), date: slot("Date", formatLongDate(walk.dateStart)) })}</p>
          <h1 lang={lang}>{slot("Title", walk.title)}</h1>
          <p className="lead" lang={lang}>
            {slot("ShortDesc", walk.shortDesc)}
          </p>
          <SlotIf field="InDutch" when={written === "nl" && LANGUAGE !== "nl"}>
            <p className="walk-hero__note">{tWalk("inDutch")}</p>
          </SlotIf>
          {cancelled && <CancelledBanner reason={walk.cancelReason} />}
        </div>
        <Hills className="walk-hero__hills" />
      </div>

      <div className="container content-columns content-columns--snug walk-detail__grid">
        <div className="walk-detail__main">
          {walk.coverImage && (
            <CoverImage className="walk-detail__image" image={walk.coverImage} sizes="(min-width: 64rem) 42rem, 100vw" eager slot="Image" />
          )}
          <section aria-labelledby="walk-about">
            <h2 id="walk-about">{tWalk("about")}</h2>
            <SlotRange field="Paragraphs" items={paragraphs(walk.fullDesc)}>
              {(line, index) => (
                <p key={index} lang={lang}>
                  {line}
                </p>
              )}
            </SlotRange>
          </section>

          {running && <WalkGuide guide={walk.guide} />}

          {running && !cancelled && (
            <section className="info-box" aria-labelledby="walk-practical">
              <h2 id="walk-practical">{tWalk("practical")}</h2>
              <Checklist items={[tWalk("weather"), tWalk("noKnowledge"), tWalk("shoes"), tWalk("onTime")]} />
            </section>
          )}
        </div>

        {running ? <WalkDetailSide walk={walk} /> : <div className="to-come" />}
      </div>
    </div>
  );
}

/** CancelledBanner is the news at the top of a called-off walk's page: it does not go ahead, why, and what that means. */
function CancelledBanner({ reason }: { reason: string | null | undefined }) {
  return (
    <section className="walk-cancelled" aria-labelledby="walk-cancelled">
      <h2 id="walk-cancelled">{tWalk("cancelledTitle")}</h2>
      {reason && <p>{reason}</p>}
      <p>{tWalk("cancelledText")}</p>
    </section>
  );
}
