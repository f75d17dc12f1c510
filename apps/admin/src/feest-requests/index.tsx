import CelebrationIcon from "@mui/icons-material/Celebration";
import type { ResourceProps } from "react-admin";
import { FeestRequestList } from "./list";

const feestRequests: Omit<ResourceProps, "name"> = {
  list: FeestRequestList,
  icon: CelebrationIcon,
};

export default feestRequests;
