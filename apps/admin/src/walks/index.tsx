import HikingIcon from "@mui/icons-material/Hiking";
import type { ResourceProps } from "react-admin";
import { Route } from "react-router-dom";
import { formRoutes } from "../shared/resource-routes";
import { WalkCreate } from "./create";
import { WalkEdit } from "./edit";
import { WalkList } from "./list";
import { WalkParticipants } from "./participants";

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
