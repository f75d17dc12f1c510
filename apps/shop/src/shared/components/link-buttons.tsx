import type { ReactNode } from "react";
import { Link } from "react-router";

/** LinkButton is one way on: where it goes and what it says. */
export interface LinkButton {
  to: string;
  label: ReactNode;
}

/**
 * LinkButtons are the ways on as buttons: the first the main one, the others secondary;
 * with noMain every one is secondary.
 */
export function LinkButtons({ links, noMain = false }: { links: readonly LinkButton[]; noMain?: boolean }) {
  return (
    <>
      {links.map((link, index) => (
        <Link key={link.to} className={index === 0 && !noMain ? "btn btn--primary" : "btn btn--secondary"} to={link.to}>
          {link.label}
        </Link>
      ))}
    </>
  );
}

/** ClosingBand ends a content page: a heading, a line of text and the ways on. */
export function ClosingBand({ heading, text, links }: { heading: ReactNode; text: ReactNode; links: readonly LinkButton[] }) {
  return (
    <div className="closing-band">
      <h2>{heading}</h2>
      <p>{text}</p>
      <div className="actions">
        <LinkButtons links={links} />
      </div>
    </div>
  );
}
