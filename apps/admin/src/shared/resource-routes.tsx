// A resource's forms live at /admin/{resource}/new and /admin/{resource}/{id}/edit,
// where react-admin would use /{resource}/create and /{resource}/{id}. So resources with forms
// are registered without react-admin's create/edit routes: formRoutes mounts the forms on
// those paths and the buttons of resource-buttons.tsx link there. Paths are relative to the
// router's /admin basename. This module is part of the back office's first load (each
// resource's index mounts its routes); the buttons load with the lists.
import type { ReactElement } from "react";
import type { Identifier } from "react-admin";
import { Route } from "react-router-dom";

/** newPath is the path of a resource's create form. */
export const newPath = (resource: string) => `/${resource}/new`;

/** editPath is the path of a record's edit form. */
export const editPath = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(id)}/edit`;

/** formRoutes returns the child routes of a <Resource> for its create and edit forms. */
export const formRoutes = (create: ReactElement, edit: ReactElement) => (
  <>
    <Route path="new" element={create} />
    <Route path=":id/edit" element={edit} />
  </>
);
