import type { Walk } from "@wandelwijs/api-client/types";
import { Fragment } from "react";
import { MessagePanel } from "../../../shared/components/message-panel";
import { CustomWalkCard } from "./custom-walk-card";
import { WalkCard } from "./walk-card";
import { tSite } from "../../../shared/i18n/site";

/** WalkList shows the walks as a grid with the custom-walk card after the first one, or an empty state. */
export function WalkList({ walks }: { walks: Walk[] }) {
  if (walks.length === 0) {
    return (
      <MessagePanel headingLevel={3} title={tSite("walks.none")}>
        <p>{tSite("walks.noneText")}</p>
      </MessagePanel>
    );
  }
  return (
    <ul className="walk-grid">
      {walks.map((walk, index) => (
        <Fragment key={walk.id}>
          <li>
            <WalkCard walk={walk} first={index === 0} />
          </li>
          {index === 0 && (
            <li>
              <CustomWalkCard />
            </li>
          )}
        </Fragment>
      ))}
    </ul>
  );
}
