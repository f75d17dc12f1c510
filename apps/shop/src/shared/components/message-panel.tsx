import type { ReactNode } from "react";
import { Link } from "react-router";
import { useDocumentTitle } from "../hooks/use-document-title";
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

interface MessagePageProps {
  title: string;
  /** documentTitle is the browser tab's title when it is not the message's. */
  documentTitle?: string;
  /** link is the way on, as the main button. */
  link: { to: string; label: string };
  children: ReactNode;
}

/** MessagePage is a page that only says something: its title in the tab, the message and the way on. */
export function MessagePage({ title, documentTitle, link, children }: MessagePageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className="container">
      <MessagePanel
        title={title}
        actions={
          <Link className="btn btn--primary" to={link.to}>
            {link.label}
          </Link>
        }
      >
        {children}
      </MessagePanel>
    </div>
  );
}
