import { Create } from "react-admin";
import { useSave } from "../shared/forms";
import { showWalk, WALK_FIELDS, WalkForm } from "./form";
import { walkBody } from "./validation";

export const WalkCreate = () => {
  const { onSubmit, formMessage } = useSave({
    resource: "walks",
    body: walkBody,
    fields: WALK_FIELDS,
    listFilter: showWalk,
    success: "wandelwijs.walkForm.created",
  });
  return (
    <Create>
      <WalkForm isNew onSubmit={onSubmit} formMessage={formMessage} />
    </Create>
  );
};
