import { BooleanField, DataTable, List, TopToolbar } from "react-admin";
import { DateTimeField, MoneyField, truncate } from "../fields";
import { EditLinkButton, NewButton } from "../routes";

export const WalkList = () => (
  <List
    actions={
      <TopToolbar>
        <NewButton />
      </TopToolbar>
    }
    empty={false}
  >
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="dateStart" field={DateTimeField} />
      <DataTable.Col source="city" />
      <DataTable.Col source="shortDesc" render={(walk) => truncate(walk.shortDesc, 100)} />
      <DataTable.Col source="priceCents" field={MoneyField} align="right" />
      <DataTable.NumberCol source="bookingStats.totalBooked" />
      <DataTable.NumberCol source="bookingStats.availableSpots" />
      <DataTable.Col source="published" field={BooleanField} />
      <DataTable.Col label="ra.action.edit">
        <EditLinkButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
