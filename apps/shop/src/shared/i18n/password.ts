import { password } from "./nl/password";
import { translator } from "./translate";

/** tPassword looks up the texts of the forgotten password's pages. */
export const tPassword = translator(password, "password");
