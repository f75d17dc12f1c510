import type { ReactNode } from "react";
import { Sapling } from "../../../shared/components/art";
import { LinkButtons, type LinkButton } from "../../../shared/components/link-buttons";
import { Steps, type Step } from "../../../shared/components/steps";
import "../../../shared/styles/content.css";

interface ThanksPanelProps {
  title: string;
  lead: ReactNode;
  /** nextSteps say what happens now, under the heading. */
  nextSteps?: { heading: ReactNode; steps: readonly Step[] };
  children?: ReactNode;
  /** links are the ways onward, shown at the bottom: the first as the main button. */
  links: readonly LinkButton[];
}

/** ThanksPanel is the body of a thanks page after a request or message was sent. */
export function ThanksPanel({ title, lead, nextSteps, children, links }: ThanksPanelProps) {
  return (
    <div className="container">
      <section className="thanks" aria-labelledby="thanks-title">
        <div className="thanks__head">
          <Sapling className="thanks__art" />
          <h1 id="thanks-title">{title}</h1>
          <p className="lead">{lead}</p>
        </div>
        {nextSteps && (
          <section aria-labelledby="next-steps">
            <h2 id="next-steps">{nextSteps.heading}</h2>
            <Steps steps={nextSteps.steps} />
          </section>
        )}
        {children}
        <div className="actions">
          <LinkButtons links={links} />
        </div>
      </section>
    </div>
  );
}
