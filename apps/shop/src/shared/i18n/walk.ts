import { walk } from "./nl/walk";
import { translator } from "./translate";

/** tWalk looks up the texts of a walk's own page. */
export const tWalk = translator(walk, "walk");
