import type { ReactNode } from "react";
import { Sapling } from "./art";

interface MessagePanelProps {
  title: string;
  /** headingLevel is 1 when the message is the whole page, lower inside a page that has its own h1. */
  headingLevel?: 1 | 2 | 3;
  children: ReactNode;
  actions?: ReactNode;
}

/** MessagePanel is a friendly full-width message: empty lists, errors, pages not found or not built yet. */
export function MessagePanel({ title, headingLevel = 1, children, actions }: MessagePanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="message-panel">
      <Sapling className="message-panel__art" />
      <Heading>{title}</Heading>
      {children}
      {actions && <div className="message-panel__actions">{actions}</div>}
    </section>
  );
}
