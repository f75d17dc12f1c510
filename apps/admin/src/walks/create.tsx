import { Create } from "react-admin";
import { WalkForm } from "./form";

export const WalkCreate = () => (
  <Create redirect="list">
    <WalkForm />
  </Create>
);
