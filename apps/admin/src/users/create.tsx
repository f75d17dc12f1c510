import { Create } from "react-admin";
import { UserForm } from "./form";

export const UserCreate = () => (
  <Create redirect="list">
    <UserForm />
  </Create>
);
