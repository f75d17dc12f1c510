import HistoryIcon from "@mui/icons-material/History";
import type { ResourceProps } from "react-admin";
import { AuditList } from "./list";

const audit: Omit<ResourceProps, "name"> = {
  list: AuditList,
  icon: HistoryIcon,
};

export default audit;
