import CardGiftcardIcon from "@mui/icons-material/CardGiftcard";
import type { ResourceProps } from "react-admin";
import { VoucherList } from "./list";

const vouchers: Omit<ResourceProps, "name"> = {
  list: VoucherList,
  icon: CardGiftcardIcon,
};

export default vouchers;
