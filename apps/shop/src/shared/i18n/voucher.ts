import { voucher } from "./nl/voucher";
import { translator } from "./translate";

/** tVoucher looks up the texts of buying a gift voucher and of the voucher's own pages. */
export const tVoucher = translator(voucher, "voucher");
