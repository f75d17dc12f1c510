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

interface MessageScreenProps {
  title: string;
  /** link is the way on, as the main button. */
  link: { to: string; label: string };
  children: ReactNode;
}

/** MessageScreen is a message that fills the page, with one way on as the main button. */
export function MessageScreen({ title, link, children }: MessageScreenProps) {
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

/** MessagePage is a MessageScreen that is a page of its own, with its title in the browser tab. */
export function MessagePage({ documentTitle, ...screen }: MessageScreenProps & { documentTitle?: string }) {
  useDocumentTitle(documentTitle ?? screen.title);
  return <MessageScreen {...screen} />;
}
