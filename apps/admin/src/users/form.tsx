// The user form's fields (spec 2 §3, User; §5, User form). Validation comes later.
import { PasswordInput, SelectInput, SimpleForm, TextInput } from "react-admin";
import { roleChoices } from "../choices";

export const UserForm = () => (
  <SimpleForm>
    <TextInput source="name" />
    <TextInput source="email" type="email" />
    <TextInput source="phone" type="tel" />
    <PasswordInput source="password" autoComplete="new-password" />
    <SelectInput source="role" choices={roleChoices} defaultValue="USER" />
  </SimpleForm>
);
