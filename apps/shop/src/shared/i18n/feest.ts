import { feest } from "./nl/feest";
import { translator } from "./translate";

/** tFeest looks up the texts of the party walk page and its thanks page. */
export const tFeest = translator(feest, "feest");
