import GroupsIcon from "@mui/icons-material/Groups";
import type { ResourceProps } from "react-admin";
import { CustomWalkList } from "./list";

const customWalks: Omit<ResourceProps, "name"> = {
  list: CustomWalkList,
  icon: GroupsIcon,
};

export default customWalks;
