import { DataTable, List, SelectField, TopToolbar } from "react-admin";
import { roleChoices } from "../choices";
import { DateTimeField } from "../fields";
import { EditLinkButton, NewButton } from "../routes";

export const UserList = () => (
  <List
    perPage={20}
    actions={
      <TopToolbar>
        <NewButton />
      </TopToolbar>
    }
    empty={false}
  >
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="phone" />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
      <DataTable.Col source="createdAt" field={DateTimeField} />
      <DataTable.Col label="ra.action.edit">
        <EditLinkButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
