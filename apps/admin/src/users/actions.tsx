// Row actions on the users list: toggle the role and delete, each
// after a confirmation. An admin's own row has neither: it says 'Kan jezelf niet wijzigen'.
import DeleteIcon from "@mui/icons-material/Delete";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import { Stack, Typography } from "@mui/material";
import { useDelete, useGetIdentity, useRecordContext, useTranslate, useUpdate } from "react-admin";
import { ConfirmButton } from "../shared/confirm-action";
import { EditLinkButton } from "../shared/resource-buttons";
import { useRowOutcome } from "../shared/feedback";
import { otherRole, userRowRules } from "./rows";

/** useRowRules are the rules for the current row's user and the signed-in admin. */
export function useRowRules() {
  const user = useRecordContext();
  const { identity } = useGetIdentity();
  return user ? userRowRules(user.id, identity?.id) : undefined;
}

const RoleToggle = () => {
  const user = useRecordContext();
  const outcome = useRowOutcome();
  const [update, { isPending }] = useUpdate();
  if (!user) return null;
  const role = otherRole(user.role);
  return (
    <ConfirmButton
      label={role === "ADMIN" ? "wandelwijs.users.makeAdmin" : "wandelwijs.users.makeUser"}
      pending={isPending}
      icon={SwapHorizIcon}
      title={role === "ADMIN" ? "wandelwijs.users.confirmMakeAdminTitle" : "wandelwijs.users.confirmMakeUserTitle"}
      content={role === "ADMIN" ? "wandelwijs.users.confirmMakeAdminContent" : "wandelwijs.users.confirmMakeUserContent"}
      translateOptions={{ name: user.name, email: user.email }}
      onConfirm={() =>
        update(
          "users",
          { id: user.id, data: { role }, previousData: user },
          outcome("wandelwijs.users.roleChanged", "wandelwijs.users.roleFailed"),
        )
      }
    />
  );
};

const DeleteUserButton = () => {
  const user = useRecordContext();
  const outcome = useRowOutcome();
  const [deleteOne, { isPending }] = useDelete();
  if (!user) return null;
  return (
    <ConfirmButton
      label="wandelwijs.users.delete"
      pending={isPending}
      icon={DeleteIcon}
      danger
      title="wandelwijs.users.confirmDeleteTitle"
      content="wandelwijs.users.confirmDeleteContent"
      translateOptions={{ name: user.name, email: user.email }}
      onConfirm={() =>
        deleteOne(
          "users",
          { id: user.id, previousData: user },
          outcome("wandelwijs.users.deleted", "wandelwijs.users.deleteFailed"),
        )
      }
    />
  );
};

/** UserRowActions: edit, role toggle and delete; on one's own row only 'Kan jezelf niet wijzigen'. */
export const UserRowActions = () => {
  const rules = useRowRules();
  const translate = useTranslate();
  if (!rules) return null;
  return (
    <Stack spacing={0.25} sx={{ alignItems: "flex-start" }}>
      <EditLinkButton />
      {rules.canToggleRole && <RoleToggle />}
      {rules.canDelete && <DeleteUserButton />}
      {rules.self && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {translate("wandelwijs.users.cannotChangeSelf")}
        </Typography>
      )}
    </Stack>
  );
};

/** UserName is the user's name, followed by '(Jij)' on one's own row. */
export const UserName = () => {
  const user = useRecordContext();
  const rules = useRowRules();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <span>
      {user.name}
      {rules?.self && (
        <Typography component="strong" variant="body2" sx={{ ml: 0.5, fontWeight: 700 }}>
          {translate("wandelwijs.users.you")}
        </Typography>
      )}
    </span>
  );
};
