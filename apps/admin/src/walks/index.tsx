import HikingIcon from "@mui/icons-material/Hiking";
import type { ResourceProps } from "react-admin";
import { formRoutes } from "../shared/resource-routes";
import { WalkCreate } from "./create";
import { WalkEdit } from "./edit";
import { WalkList } from "./list";

const walks: Omit<ResourceProps, "name"> = {
  list: WalkList,
  icon: HikingIcon,
  recordRepresentation: "title",
  children: formRoutes(<WalkCreate />, <WalkEdit />),
};

export default walks;
