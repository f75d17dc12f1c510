// A resource's forms live at /admin/{resource}/new and /admin/{resource}/{id}/edit,
// where react-admin would use /{resource}/create and /{resource}/{id}. So resources with forms
// are registered without react-admin's create/edit routes: formRoutes mounts the forms on
// those paths and the buttons below link there. Paths are relative to the router's /admin basename.
import type { ReactElement } from "react";
import { CreateButton, EditButton, useRecordContext, useResourceContext, type Identifier } from "react-admin";
import { Route } from "react-router-dom";

const newPath = (resource: string) => `/${resource}/new`;

/** editPath is the path of a record's edit form. */
export const editPath = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(id)}/edit`;

/** formRoutes returns the child routes of a <Resource> for its create and edit forms. */
export const formRoutes = (create: ReactElement, edit: ReactElement) => (
  <>
    <Route path="new" element={create} />
    <Route path=":id/edit" element={edit} />
  </>
);

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
