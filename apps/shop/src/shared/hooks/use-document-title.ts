import { useEffect } from "react";

const SITE_NAME = "Wandelwijs";

/** useDocumentTitle sets the browser tab title to "{title} | Wandelwijs", or just the site name. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
