// Row actions on the walks list: publish/hide, and delete after a
// confirmation, disabled as 'Heeft boekingen' once the walk has bookings.
import DeleteIcon from "@mui/icons-material/Delete";
import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import { Button } from "@mui/material";
import { useState } from "react";
import { useDelete, useNotify, useRecordContext, useTranslate, useUpdate } from "react-admin";
import { ConfirmAction } from "../shared/confirm-action";
import { useFailureAlert } from "../shared/feedback";

/** PublishToggle publishes a hidden walk or hides a published one (PUT {published}). */
export const PublishToggle = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const alertFailure = useFailureAlert();
  const [update, { isPending }] = useUpdate();
  if (!walk) return null;
  const publish = !walk.published;
  const toggle = () =>
    update(
      "walks",
      { id: walk.id, data: { published: publish }, previousData: walk },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify(publish ? "wandelwijs.walks.published" : "wandelwijs.walks.hidden", { type: "success" }),
        onError: (error) => alertFailure("wandelwijs.walks.publishFailed", error),
      },
    );
  return (
    <Button
      size="small"
      onClick={toggle}
      disabled={isPending}
      startIcon={publish ? <VisibilityIcon /> : <VisibilityOffIcon />}
    >
      {translate(publish ? "wandelwijs.walks.publish" : "wandelwijs.walks.hide")}
    </Button>
  );
};

/** DeleteWalkButton deletes a walk after confirmation; a walk with bookings cannot be deleted. */
export const DeleteWalkButton = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const alertFailure = useFailureAlert();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!walk) return null;
  const booked = (walk.bookingStats?.bookings ?? 0) > 0;
  if (booked) {
    return (
      <Button size="small" color="error" disabled startIcon={<DeleteIcon />}>
        {translate("wandelwijs.walks.hasBookings")}
      </Button>
    );
  }
  const confirm = () => {
    setOpen(false);
    deleteOne(
      "walks",
      { id: walk.id, previousData: walk },
      {
        mutationMode: "pessimistic",
        onSuccess: () => notify("wandelwijs.walks.deleted", { type: "success" }),
        onError: (error) => alertFailure("wandelwijs.walks.deleteFailed", error),
      },
    );
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} disabled={isPending} startIcon={<DeleteIcon />}>
        {translate("wandelwijs.walks.delete")}
      </Button>
      <ConfirmAction
        isOpen={open}
        title="wandelwijs.walks.confirmDeleteTitle"
        content="wandelwijs.walks.confirmDeleteContent"
        translateOptions={{ title: walk.title }}
        confirm="wandelwijs.walks.delete"
        icon={DeleteIcon}
        danger
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
