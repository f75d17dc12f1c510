import { common } from "./nl/common";
import { translator } from "./translate";

/** tCommon looks up the texts shared by the shop's forms and pages. */
export const tCommon = translator(common, "common");
