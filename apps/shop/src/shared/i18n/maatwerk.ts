import { maatwerk } from "./nl/maatwerk";
import { translator } from "./translate";

/** tMaatwerk looks up the texts of the custom walk page and its thanks page. */
export const tMaatwerk = translator(maatwerk, "maatwerk");
