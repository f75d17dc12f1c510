import GroupsIcon from "@mui/icons-material/Groups";
import type { ResourceProps } from "react-admin";
import { lazyScreen } from "../shared/lazy-screen";

const CustomWalkList = lazyScreen(() => import("./list"), "CustomWalkList");

const customWalks: Omit<ResourceProps, "name"> = {
  list: CustomWalkList,
  icon: GroupsIcon,
};

export default customWalks;
