import type { ReactNode } from "react";
import { Sapling } from "../../../shared/components/art";
import "../../../shared/styles/content.css";

interface ThanksPanelProps {
  title: string;
  lead: ReactNode;
  children?: ReactNode;
  /** actions are the links onward, shown at the bottom. */
  actions: ReactNode;
}

/** ThanksPanel is the body of a thanks page after a request or message was sent. */
export function ThanksPanel({ title, lead, children, actions }: ThanksPanelProps) {
  return (
    <div className="container">
      <section className="thanks" aria-labelledby="thanks-title">
        <div className="thanks__head">
          <Sapling className="thanks__art" />
          <h1 id="thanks-title">{title}</h1>
          <p className="lead">{lead}</p>
        </div>
        {children}
        <div className="actions">{actions}</div>
      </section>
    </div>
  );
}
