import HikingIcon from "@mui/icons-material/Hiking";
import type { ResourceProps } from "react-admin";
import { Route } from "react-router-dom";
import { formRoutes } from "../shared/resource-routes";
import { lazyScreen } from "../shared/lazy-screen";

const WalkCreate = lazyScreen(() => import("./create"), "WalkCreate");
const WalkEdit = lazyScreen(() => import("./edit"), "WalkEdit");
const WalkList = lazyScreen(() => import("./list"), "WalkList");
const WalkParticipants = lazyScreen(() => import("./participants"), "WalkParticipants");

const walks: Omit<ResourceProps, "name"> = {
  list: WalkList,
  icon: HikingIcon,
  recordRepresentation: "title",
  children: (
    <>
      {formRoutes(<WalkCreate />, <WalkEdit />)}
      <Route path=":id/participants" element={<WalkParticipants />} />
    </>
  ),
};

export default walks;
