import PeopleIcon from "@mui/icons-material/People";
import type { ResourceProps } from "react-admin";
import { formRoutes } from "../shared/resource-routes";
import { UserCreate } from "./create";
import { UserEdit } from "./edit";
import { UserList } from "./list";

const users: Omit<ResourceProps, "name"> = {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: "name",
  children: formRoutes(<UserCreate />, <UserEdit />),
};

export default users;
