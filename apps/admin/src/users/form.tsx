// The user form. A new user needs a password; on edit an
// empty password is not sent. An admin editing their own account cannot change their role.
// The account-information panel shows when editing.
import { Box, Typography } from "@mui/material";
import {
  PasswordInput,
  SelectInput,
  TextInput,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { roleChoices } from "../shared/choices";
import { DateTimeField } from "../shared/fields";
import { SectionCard } from "../shared/section-card";
import { CheckedForm, checkOnSubmit, FormError } from "../shared/forms";
import { validateUser } from "./validation";

/** The form's fields; the server's field errors on any other field are shown above the form. */
export const USER_FIELDS = ["name", "email", "phone", "password", "role"] as const;

const resolvers = {
  create: checkOnSubmit((values) => validateUser(values, "create")),
  edit: checkOnSubmit((values) => validateUser(values, "edit")),
};

/** AccountInfo is the account-information panel of an edited user: created, updated, id. */
const AccountInfo = () => {
  const user = useRecordContext();
  const translate = useTranslate();
  if (!user) return null;
  const row = (label: string, value: React.ReactNode) => (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </>
  );
  return (
    <SectionCard id="account-info" title={translate("wandelwijs.userForm.accountInfo")} sx={{ m: 2, maxWidth: 560 }} variant="outlined">
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "minmax(8rem, auto) 1fr", gap: 1, m: 0 }}>
        {row("resources.users.fields.createdAt", <DateTimeField source="createdAt" />)}
        {row("resources.users.fields.updatedAt", <DateTimeField source="updatedAt" />)}
        {row("resources.users.fields.id", String(user.id))}
      </Box>
    </SectionCard>
  );
};

interface UserFormProps {
  mode: "create" | "edit";
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
  formMessage?: string;
}

export const UserForm = ({ mode, onSubmit, formMessage }: UserFormProps) => {
  const user = useRecordContext();
  const { identity } = useGetIdentity();
  const ownAccount = mode === "edit" && user !== undefined && identity !== undefined && String(user.id) === String(identity.id);
  return (
    <>
      <FormError message={formMessage} />
      <CheckedForm
        onSubmit={onSubmit}
        resolver={resolvers[mode]}
        defaultValues={mode === "create" ? { role: "USER" } : undefined}
        sx={{ maxWidth: 560 }}
      >
        <TextInput source="name" autoComplete="off" helperText={false} />
        <TextInput source="email" type="email" autoComplete="off" helperText={false} />
        <TextInput source="phone" type="tel" helperText="wandelwijs.userForm.phoneHelp" />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          helperText={mode === "create" ? "wandelwijs.userForm.passwordHelpCreate" : "wandelwijs.userForm.passwordHelpEdit"}
        />
        <SelectInput
          source="role"
          choices={roleChoices}
          disabled={ownAccount}
          helperText={ownAccount ? "wandelwijs.userForm.ownRole" : false}
        />
      </CheckedForm>
      {mode === "edit" && <AccountInfo />}
    </>
  );
};
