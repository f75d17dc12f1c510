// Custom-walk requests (spec 2 §2). Status actions come later.
import { DataTable, List, SelectField } from "react-admin";
import { durationChoices, requestStatusChoices } from "../choices";
import { DateTimeField } from "../fields";

export const CustomWalkList = () => (
  <List actions={false} empty={false}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="createdAt" field={DateTimeField} />
      <DataTable.Col source="companyName" />
      <DataTable.Col source="contactName" />
      <DataTable.Col source="contactEmail" />
      <DataTable.Col source="contactPhone" />
      <DataTable.NumberCol source="participantCount" />
      <DataTable.Col source="preferredDates" />
      <DataTable.Col source="duration">
        <SelectField source="duration" choices={durationChoices} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <SelectField source="status" choices={requestStatusChoices} />
      </DataTable.Col>
    </DataTable>
  </List>
);
