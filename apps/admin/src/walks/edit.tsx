import { Edit } from "react-admin";
import { WalkForm } from "./form";

export const WalkEdit = () => (
  <Edit mutationMode="pessimistic">
    <WalkForm />
  </Edit>
);
