import { useEffect } from "react";
import { tSite } from "../i18n/site";

/**
 * useDocumentTitle sets the browser tab title to "{title} | Wandelwijs", as the BFF's
 * head does (platform/site/pages.json). Without a title (a page still loading what it is
 * about) the title stays as it was, so the server's title does not flash to another.
 */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    if (title) document.title = `${title} | ${tSite("name")}`;
  }, [title]);
}
