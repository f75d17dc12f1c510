import { account } from "./nl/account";
import { translator } from "./translate";

/** tAccount looks up the texts of signing in, registering and the profile. */
export const tAccount = translator(account, "account");
