import HistoryIcon from "@mui/icons-material/History";
import type { ResourceProps } from "react-admin";
import { lazyScreen } from "../shared/lazy-screen";

const AuditList = lazyScreen(() => import("./list"), "AuditList");

const audit: Omit<ResourceProps, "name"> = {
  list: AuditList,
  icon: HistoryIcon,
};

export default audit;
