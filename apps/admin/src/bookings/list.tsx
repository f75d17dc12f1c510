// Every booking, newest first, filtered by walk, status, the days it was booked and the
// customer (name, e-mail or booking number); each opens its own screen.
import { Typography } from "@mui/material";
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  FilterButton,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { bookingColumns } from "../shared/booking-fields";
import { DeskBookingButton } from "../shared/desk-booking";
import { DateTimeField } from "../shared/fields";
import { ResourceList } from "../shared/resource-list";
import { useRoomyList } from "../shared/responsive";
import { bookingStatusLabel } from "../shared/status";

/** STATUSES are the booking statuses the list filters by. */
export const STATUSES = ["PAID", "PENDING", "CANCELLED", "FAILED"] as const;

const useFilters = () => {
  const translate = useTranslate();
  return [
    <TextInput key="q" source="q" label="wandelwijs.bookings.search" alwaysOn />,
    <ReferenceInput key="walkId" source="walkId" reference="walks" sort={{ field: "dateStart", order: "DESC" }} perPage={50} alwaysOn>
      <AutocompleteInput label="wandelwijs.bookings.walk" optionText="title" filterToQuery={(q) => ({ q })} sx={{ minWidth: 240 }} />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      label="wandelwijs.bookings.status"
      choices={STATUSES.map((s) => ({ id: s, name: bookingStatusLabel(s) }))}
      alwaysOn
    />,
    <DateInput key="from" source="from" label={translate("wandelwijs.bookings.from")} />,
    <DateInput key="to" source="to" label={translate("wandelwijs.bookings.to")} />,
  ];
};

/** WalkAndDate is the booking's walk with its date under it (one column on a narrower screen). */
const WalkAndDate = () => (
  <>
    <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
      <TextField source="walk.title" />
    </Typography>
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      <DateTimeField source="walk.dateStart" />
    </Typography>
  </>
);

export const BookingList = () => {
  const roomy = useRoomyList();
  return (
  <ResourceList
    filters={useFilters()}
    actions={
      <TopToolbar>
        <FilterButton />
        <DeskBookingButton />
      </TopToolbar>
    }
    exporter={false}
    loadingText="wandelwijs.bookings.loading"
    loadErrorText="wandelwijs.dashboard.bookingsLoadError"
  >
    <DataTable bulkActionButtons={false} rowClick="show" sx={{ "& .MuiTableCell-root": { px: { xs: 0.75, sm: 2 } } }}>
      {roomy ? <DataTable.Col source="walk.title" /> : null}
      {roomy ? <DataTable.Col source="walk.dateStart" field={DateTimeField} /> : null}
      {roomy ? null : (
        <DataTable.Col source="walk.title">
          <WalkAndDate />
        </DataTable.Col>
      )}
      {bookingColumns}
      {roomy ? <DataTable.Col source="createdAt" field={DateTimeField} /> : null}
    </DataTable>
  </ResourceList>
  );
};
