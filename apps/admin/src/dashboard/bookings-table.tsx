// The dashboard's table of all bookings, newest first, 25 a page.
import { Box, Typography } from "@mui/material";
import { DataTable, ListBase, Pagination, useTranslate } from "react-admin";
import { bookingColumns, BookingLink } from "../shared/booking-fields";
import { DateTimeField } from "../shared/fields";
import { useSpaciousList } from "../shared/responsive";
import { LoadError, LoadingText } from "../shared/feedback";
import { CancelBookingButton } from "../shared/cancel-booking";

export const BookingsTable = () => {
  const spacious = useSpaciousList();
  return (
  <ListBase
    resource="bookings"
    perPage={25}
    sort={{ field: "createdAt", order: "DESC" }}
    disableSyncWithLocation
    loading={<LoadingText message="wandelwijs.dashboard.loading" />}
    error={<LoadError message="wandelwijs.dashboard.bookingsLoadError" />}
    empty={<EmptyBookings />}
    queryOptions={{ refetchOnWindowFocus: false }}
  >
    <Box sx={{ overflowX: "auto" }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="walk.title" disableSort>
          <BookingLink />
        </DataTable.Col>
        <DataTable.Col source="walk.dateStart" field={DateTimeField} />
        {bookingColumns}
        {spacious && <DataTable.Col source="createdAt" field={DateTimeField} />}
        <DataTable.Col source="actions" disableSort>
          <CancelBookingButton />
        </DataTable.Col>
      </DataTable>
    </Box>
    <Pagination rowsPerPageOptions={[25, 50, 100]} />
  </ListBase>
  );
};

const EmptyBookings = () => {
  const translate = useTranslate();
  return <Typography sx={{ py: 2 }}>{translate("wandelwijs.dashboard.noBookings")}</Typography>;
};
