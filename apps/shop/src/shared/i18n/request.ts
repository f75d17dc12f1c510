import { request } from "./nl/request";
import { translator } from "./translate";

/** tRequest looks up the texts of the request forms. */
export const tRequest = translator(request, "request");
