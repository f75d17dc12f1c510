import type { Walk } from "@wandelwijs/api-client/types";
import { Fragment } from "react";
import { MessagePanel } from "../../../shared/components/message-panel";
import { CustomWalkCard } from "./custom-walk-card";
import { WalkCard } from "./walk-card";

/** WalkList shows the walks as a grid with the custom-walk card after the first one, or an empty state. */
export function WalkList({ walks }: { walks: Walk[] }) {
  if (walks.length === 0) {
    return (
      <MessagePanel headingLevel={3} title="Nog geen wandelingen gepland">
        <p>Er zijn op dit moment geen wandelingen gepland. Kijk binnenkort nog eens, of vraag een wandeling op maat aan.</p>
      </MessagePanel>
    );
  }
  return (
    <ul className="walk-grid">
      {walks.map((walk, index) => (
        <Fragment key={walk.id}>
          <li>
            <WalkCard walk={walk} />
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
