import { Edit, useRecordContext, type RaRecord } from "react-admin";
import { useSave } from "../shared/forms";
import { CoverImagePanel } from "./cover-image";
import { showWalk, WALK_FIELDS, WalkForm } from "./form";
import { GuidePhotoPanel } from "./guide-photo";
import { EditScope } from "./series";
import { walkBody } from "./validation";

const WalkEditForm = ({ record }: { record: RaRecord }) => {
  const { onSubmit, formMessage } = useSave({
    resource: "walks",
    id: record.id,
    previousData: record,
    // The walk as the form read it: the server refuses the change when it was changed since.
    // In a series the change goes to this walk alone or also to the later ones.
    body: (values) => ({ ...walkBody(values), updatedAt: record.updatedAt, scope: values.scope === "following" ? "following" : "this" }),
    fields: WALK_FIELDS,
    listFilter: showWalk,
    success: "wandelwijs.walkForm.updated",
  });
  return (
    <WalkForm isNew={false} onSubmit={onSubmit} formMessage={formMessage}>
      {record.seriesId ? <EditScope /> : null}
    </WalkForm>
  );
};

/** LoadedWalkForm waits for the walk: saving without its id would create a new one. */
const LoadedWalkForm = () => {
  const record = useRecordContext();
  return record ? (
    <>
      <WalkEditForm record={record} />
      <CoverImagePanel walkId={record.id} inSeries={Boolean(record.seriesId)} />
      <GuidePhotoPanel walkId={record.id} photo={record.guidePhoto ?? null} />
    </>
  ) : null;
};

export const WalkEdit = () => (
  <Edit mutationMode="pessimistic">
    <LoadedWalkForm />
  </Edit>
);
