import { quote } from "./nl/quote";
import { translator } from "./translate";

/** tQuote looks up the texts of a quote's page. */
export const tQuote = translator(quote, "quote");
