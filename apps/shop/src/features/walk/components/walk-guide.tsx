import type { Guide } from "../../../shared/api/get-walk";
import { CoverImage } from "../../../shared/components/cover-image";
import { tWalk } from "../../../shared/i18n/walk";

/** WalkGuide says who leads the walk: the guide's photo (sized, lazy), name and line; nothing without a guide. */
export function WalkGuide({ guide }: { guide: Guide | null | undefined }) {
  if (!guide) return null;
  return (
    <section className="info-box walk-guide" aria-labelledby="walk-guide">
      <h2 id="walk-guide">{tWalk("guide")}</h2>
      <div className="walk-guide__person">
        {guide.photo && <CoverImage className="walk-guide__photo" image={guide.photo} sizes="6rem" />}
        <p>
          <strong>{guide.name}</strong>
          {guide.line && (
            <>
              <br />
              {guide.line}
            </>
          )}
        </p>
      </div>
    </section>
  );
}
