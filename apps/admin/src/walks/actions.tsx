// Row actions on the walks list: publish/hide, and delete after a
// confirmation, disabled as 'Heeft boekingen' once the walk has bookings.
import DeleteIcon from "@mui/icons-material/Delete";
import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import { Button } from "@mui/material";
import { useDelete, useRecordContext, useTranslate, useUpdate } from "react-admin";
import { ConfirmButton } from "../shared/confirm-action";
import { useRowOutcome } from "../shared/feedback";

/** PublishToggle publishes a hidden walk or hides a published one (PUT {published}). */
export const PublishToggle = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  const outcome = useRowOutcome();
  const [update, { isPending }] = useUpdate();
  if (!walk) return null;
  const publish = !walk.published;
  const toggle = () =>
    update(
      "walks",
      { id: walk.id, data: { published: publish }, previousData: walk },
      outcome(publish ? "wandelwijs.walks.published" : "wandelwijs.walks.hidden", "wandelwijs.walks.publishFailed"),
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

/** DeleteWalkButton deletes a walk after confirmation; a walk with bookings has none. */
export const DeleteWalkButton = () => {
  const walk = useRecordContext();
  const outcome = useRowOutcome();
  const [deleteOne, { isPending }] = useDelete();
  if (!walk) return null;
  // A walk with bookings is called off from its participants, not deleted.
  if ((walk.bookingStats?.bookings ?? 0) > 0) return null;
  return (
    <ConfirmButton
      label="wandelwijs.walks.delete"
      pending={isPending}
      icon={DeleteIcon}
      danger
      title="wandelwijs.walks.confirmDeleteTitle"
      content="wandelwijs.walks.confirmDeleteContent"
      translateOptions={{ title: walk.title }}
      onConfirm={() =>
        deleteOne("walks", { id: walk.id, previousData: walk }, outcome("wandelwijs.walks.deleted", "wandelwijs.walks.deleteFailed"))
      }
    />
  );
};
