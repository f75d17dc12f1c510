import { Create } from "react-admin";
import { useSave } from "../shared/forms";
import { USER_FIELDS, UserForm } from "./form";
import { userBody } from "./validation";

export const UserCreate = () => {
  const { onSubmit, formMessage } = useSave({
    resource: "users",
    body: (values) => userBody(values, "create"),
    fields: USER_FIELDS,
    emailInUse: "wandelwijs.userForm.emailInUse",
    success: "wandelwijs.userForm.created",
  });
  return (
    <Create>
      <UserForm mode="create" onSubmit={onSubmit} formMessage={formMessage} />
    </Create>
  );
};
