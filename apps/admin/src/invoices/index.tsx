import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import type { ResourceProps } from "react-admin";
import { lazyScreen } from "../shared/lazy-screen";

const InvoiceList = lazyScreen(() => import("./list"), "InvoiceList");

const invoices: Omit<ResourceProps, "name"> = {
  list: InvoiceList,
  icon: ReceiptLongIcon,
};

export default invoices;
