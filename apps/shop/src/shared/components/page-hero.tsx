import type { ReactNode } from "react";
import { BackLink } from "./back-link";
import { useDocumentTitle } from "../hooks/use-document-title";
import { Hills } from "./art";
import "../styles/content.css";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  /** lead is the page's opening paragraph. */
  lead?: ReactNode;
  /** back adds a link back above the title, e.g. to all walks. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

/** PageHero opens a content page: eyebrow, the page's h1, a lead paragraph and a strip of hills. */
export function PageHero({ eyebrow, title, lead, back, children }: PageHeroProps) {
  return (
    <div className="page-hero">
      <div className="container page-hero__inner">
        {back && (
          <BackLink className="page-hero__back" to={back.to} label={back.label} />
        )}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
      <Hills className="page-hero__hills" />
    </div>
  );
}

interface ContentPageProps extends Omit<PageHeroProps, "children"> {
  /** documentTitle is the browser tab's title when it is not the page's h1. */
  documentTitle?: string;
  children: ReactNode;
}

/** ContentPage is a content page: its title in the browser tab, its PageHero, then its content. */
export function ContentPage({ documentTitle, children, ...hero }: ContentPageProps) {
  useDocumentTitle(documentTitle ?? hero.title);
  return (
    <>
      <PageHero {...hero} />
      <div className="container">{children}</div>
    </>
  );
}
