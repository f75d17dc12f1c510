// Row actions on the users list: toggle the role and delete, each
// after a confirmation. An admin's own row has neither: it says 'Kan jezelf niet wijzigen'.
import DeleteIcon from "@mui/icons-material/Delete";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import { Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useDelete, useGetIdentity, useNotify, useRecordContext, useTranslate, useUpdate } from "react-admin";
import { ConfirmAction } from "../shared/confirm-action";
import { EditLinkButton } from "../shared/resource-routes";
import { useFailureAlert } from "../shared/feedback";
import { otherRole, userRowRules } from "./rows";

/** useRowRules are the rules for the current row's user and the signed-in admin. */
export function useRowRules() {
  const user = useRecordContext();
  const { identity } = useGetIdentity();
  return user ? userRowRules(user.id, identity?.id) : undefined;
}

const RoleToggle = () => {
  const user = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const alertFailure = useFailureAlert();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!user) return null;
  const role = otherRole(user.role);
  const label = role === "ADMIN" ? "wandelwijs.users.makeAdmin" : "wandelwijs.users.makeUser";
  const confirm = () => {
    setOpen(false);
    update(
      "users",
      { id: user.id, data: { role }, previousData: user },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify("wandelwijs.users.roleChanged", { type: "success" }),
        onError: (error) => alertFailure("wandelwijs.users.roleFailed", error),
      },
    );
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={isPending} startIcon={<SwapHorizIcon />}>
        {translate(label)}
      </Button>
      <ConfirmAction
        isOpen={open}
        title={role === "ADMIN" ? "wandelwijs.users.confirmMakeAdminTitle" : "wandelwijs.users.confirmMakeUserTitle"}
        content={role === "ADMIN" ? "wandelwijs.users.confirmMakeAdminContent" : "wandelwijs.users.confirmMakeUserContent"}
        translateOptions={{ name: user.name, email: user.email }}
        confirm={label}
        icon={SwapHorizIcon}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const DeleteUserButton = () => {
  const user = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const alertFailure = useFailureAlert();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!user) return null;
  const confirm = () => {
    setOpen(false);
    deleteOne(
      "users",
      { id: user.id, previousData: user },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify("wandelwijs.users.deleted", { type: "success" }),
        onError: (error) => alertFailure("wandelwijs.users.deleteFailed", error),
      },
    );
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} disabled={isPending} startIcon={<DeleteIcon />}>
        {translate("wandelwijs.users.delete")}
      </Button>
      <ConfirmAction
        isOpen={open}
        title="wandelwijs.users.confirmDeleteTitle"
        content="wandelwijs.users.confirmDeleteContent"
        translateOptions={{ name: user.name, email: user.email }}
        confirm="wandelwijs.users.delete"
        icon={DeleteIcon}
        danger
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
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
