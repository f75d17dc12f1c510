// Stand-in for react-admin's PageTitleConfigurable (vite.config.ts aliases it), the title of
// every <Title>: react-admin's lets an organiser retitle a page in place through its
// preferences inspector. The back office has no inspector (no InspectorButton), so the title
// is what react-admin's PageTitle (not exported) renders: the title translated, or the
// default title. This keeps the inspector's title editor, and with it MUI's text field and
// select, out of the dashboard's first load.
import type { ReactNode } from "react";
import { useTranslate } from "react-admin";

interface PageTitleProps {
  title?: string | ReactNode;
  defaultTitle?: ReactNode;
  className?: string;
  preferenceKey?: string | false;
  [prop: string]: unknown;
}

export const PageTitleConfigurable = ({ title, defaultTitle, className, preferenceKey: _preferenceKey, ...rest }: PageTitleProps) => {
  const translate = useTranslate();
  return (
    <span className={className}>
      {!title ? <span {...rest}>{defaultTitle}</span> : typeof title === "string" ? <span {...rest}>{translate(title, { _: title })}</span> : title}
    </span>
  );
};
