// Every booking, newest first, filtered by walk, status, the days it was booked and the
// customer (name, e-mail or booking number); each opens its own screen.
import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, SelectInput, TextInput, useTranslate } from "react-admin";
import { BookingCustomer, BookingStatus } from "../shared/booking-fields";
import { DateTimeField, MoneyField } from "../shared/fields";
import { LoadError, LoadingText } from "../shared/feedback";
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

export const BookingList = () => (
  <List
    filters={useFilters()}
    sort={{ field: "createdAt", order: "DESC" }}
    perPage={25}
    exporter={false}
    loading={<LoadingText message="wandelwijs.bookings.loading" />}
    error={<LoadError message="wandelwijs.dashboard.bookingsLoadError" />}
    queryOptions={{ refetchOnWindowFocus: false }}
  >
    <DataTable bulkActionButtons={false} rowClick="show" sx={{ "& .MuiTableCell-root": { px: { xs: 0.75, sm: 2 } } }}>
      <DataTable.Col source="walk.title" />
      <DataTable.Col source="walk.dateStart" field={DateTimeField} />
      <DataTable.Col source="customer" disableSort>
        <BookingCustomer />
      </DataTable.Col>
      <DataTable.NumberCol source="qty" />
      <DataTable.Col source="totalCents" field={MoneyField} align="right" />
      <DataTable.Col source="status">
        <BookingStatus />
      </DataTable.Col>
      <DataTable.Col source="createdAt" field={DateTimeField} />
    </DataTable>
  </List>
);
