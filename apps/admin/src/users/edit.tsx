import { Edit, useGetIdentity, useRecordContext, type RaRecord } from "react-admin";
import { useSave } from "../shared/forms";
import { USER_FIELDS, UserForm } from "./form";
import { userBody } from "./validation";

const UserEditForm = ({ record }: { record: RaRecord }) => {
  const { identity } = useGetIdentity();
  // An admin cannot change their own role: it is not sent for their own account.
  const includeRole = identity === undefined || String(identity.id) !== String(record.id);
  const { onSubmit, formMessage } = useSave({
    resource: "users",
    id: record.id,
    previousData: record,
    // On edit an empty password is not sent.
    body: (values) => userBody(values, "edit", { includeRole }),
    fields: USER_FIELDS,
    emailInUse: "wandelwijs.userForm.emailInUse",
    success: "wandelwijs.userForm.updated",
  });
  return <UserForm mode="edit" onSubmit={onSubmit} formMessage={formMessage} />;
};

/** LoadedUserForm waits for the user: saving without its id would create a new one. */
const LoadedUserForm = () => {
  const record = useRecordContext();
  return record ? <UserEditForm record={record} /> : null;
};

export const UserEdit = () => (
  <Edit mutationMode="pessimistic">
    <LoadedUserForm />
  </Edit>
);
