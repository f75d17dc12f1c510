// Party requests (spec 2 §2); messages are cut at 150 characters. Status actions come later.
import { DataTable, List, SelectField } from "react-admin";
import { requestStatusChoices } from "../choices";
import { DateTimeField, truncate } from "../fields";

export const FeestRequestList = () => (
  <List actions={false} empty={false}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="createdAt" field={DateTimeField} />
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="phone" />
      <DataTable.Col source="message" render={(request) => truncate(request.message, 150)} />
      <DataTable.Col source="status">
        <SelectField source="status" choices={requestStatusChoices} />
      </DataTable.Col>
    </DataTable>
  </List>
);
