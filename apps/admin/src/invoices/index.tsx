import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import type { ResourceProps } from "react-admin";
import { InvoiceList } from "./list";

const invoices: Omit<ResourceProps, "name"> = {
  list: InvoiceList,
  icon: ReceiptLongIcon,
};

export default invoices;
