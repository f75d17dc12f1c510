// The buttons to a resource's forms, on the paths of resource-routes.tsx.
import { CreateButton, EditButton, useRecordContext, useResourceContext } from "react-admin";
import { editPath, newPath } from "./resource-routes";

/** NewButton links to the current resource's create form. */
export const NewButton = () => {
  const resource = useResourceContext();
  return resource ? <CreateButton to={newPath(resource)} /> : null;
};

/** EditLinkButton links to the edit form of the current record. */
export const EditLinkButton = () => {
  const resource = useResourceContext();
  const record = useRecordContext();
  return resource && record ? <EditButton to={editPath(resource, record.id)} /> : null;
};
