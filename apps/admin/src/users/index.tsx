import PeopleIcon from "@mui/icons-material/People";
import type { ResourceProps } from "react-admin";
import { formRoutes } from "../shared/resource-routes";
import { lazyScreen } from "../shared/lazy-screen";

const UserCreate = lazyScreen(() => import("./create"), "UserCreate");
const UserEdit = lazyScreen(() => import("./edit"), "UserEdit");
const UserList = lazyScreen(() => import("./list"), "UserList");

const users: Omit<ResourceProps, "name"> = {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: "name",
  children: formRoutes(<UserCreate />, <UserEdit />),
};

export default users;
