import { language } from "./nl/language";
import { translator } from "./translate";

/** tLanguage looks up the texts of the suggestion of a page's English twin. */
export const tLanguage = translator(language, "language");
