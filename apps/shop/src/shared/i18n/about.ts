import { about } from "./nl/about";
import { translator } from "./translate";

/** tAbout looks up the texts of the pages about Wandelwijs: who we are, how a walk goes, privacy. */
export const tAbout = translator(about, "about");
