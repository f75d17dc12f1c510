import { site } from "./nl/site";
import { translator } from "./translate";

/** tSite looks up the texts every visit loads: the pages' frame, the home page and its walk cards. */
export const tSite = translator(site, "site");
