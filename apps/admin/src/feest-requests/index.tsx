import CelebrationIcon from "@mui/icons-material/Celebration";
import type { ResourceProps } from "react-admin";
import { lazyScreen } from "../shared/lazy-screen";

const FeestRequestList = lazyScreen(() => import("./list"), "FeestRequestList");

const feestRequests: Omit<ResourceProps, "name"> = {
  list: FeestRequestList,
  icon: CelebrationIcon,
};

export default feestRequests;
