import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import type { ResourceProps } from "react-admin";
import { lazyScreen } from "../shared/lazy-screen";

const VoucherList = lazyScreen(() => import("./list"), "VoucherList");

const vouchers: Omit<ResourceProps, "name"> = {
  list: VoucherList,
  icon: CardGiftcardIcon,
};

export default vouchers;
