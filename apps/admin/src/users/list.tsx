// User management: 20 a page, the pager only once a page is full, a search on name and
// e-mail address, the role and delete actions on every row but one's own.
import { DataTable, Pagination, SelectField, TextInput, TopToolbar, useListContext } from "react-admin";
import { roleChoices } from "../shared/choices";
import { DateTimeField, EmailAddress } from "../shared/fields";
import { useRoomyList } from "../shared/responsive";
import { ResourceList } from "../shared/resource-list";
import { NewButton } from "../shared/resource-buttons";
import { UserName, UserRowActions } from "./actions";
import { showsPager, USERS_PER_PAGE } from "./rows";

/** UsersPagination appears only when a page is full, or on a later page. */
const UsersPagination = () => {
  const { page, data } = useListContext();
  return showsPager(page, data?.length ?? 0) ? <Pagination rowsPerPageOptions={[USERS_PER_PAGE]} /> : null;
};

/** USER_FILTERS search the users by name or e-mail address (GET /users?filter={"q":…}). */
const USER_FILTERS = [<TextInput key="q" source="q" label="wandelwijs.users.search" alwaysOn />];

export const UserList = () => {
  const roomy = useRoomyList();
  return (
  <ResourceList
    perPage={USERS_PER_PAGE}
    pagination={<UsersPagination />}
    filters={USER_FILTERS}
    actions={
      <TopToolbar>
        <NewButton />
      </TopToolbar>
    }
    empty={false}
    loadingText="wandelwijs.users.loading"
    loadErrorText="wandelwijs.users.loadError"
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name">
        <UserName />
      </DataTable.Col>
      <DataTable.Col source="email" render={(user) => <EmailAddress email={user.email} />} />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
      {roomy && <DataTable.Col source="createdAt" field={DateTimeField} />}
      <DataTable.Col label="wandelwijs.common.actions" disableSort>
        <UserRowActions />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
  );
};
