import { Edit, type RaRecord } from "react-admin";
import { UserForm } from "./form";

// On edit an empty password is not sent (spec 2 §5).
const dropEmptyPassword = ({ password, ...user }: RaRecord) => (password ? { ...user, password } : user);

export const UserEdit = () => (
  <Edit mutationMode="pessimistic" transform={dropEmptyPassword}>
    <UserForm />
  </Edit>
);
