// The dashboard's table of all bookings (spec 2 §2, §3, §4), newest first, 25 a page.
import { Box, Stack, Typography } from "@mui/material";
import { DataTable, ListBase, Pagination, useRecordContext, useTranslate } from "react-admin";
import { DateTimeField, EmailAddress, MoneyField } from "../shared/fields";
import { useSpaciousList } from "../shared/responsive";
import { LoadError, LoadingText, StatusChip } from "../shared/feedback";
import { CancelBookingButton } from "../shared/cancel-booking";
import { bookingStatusLabel, bookingStatusTone, paymentNotes } from "../shared/status";

/** Customer is the booking's account holder, or its guest. */
const Customer = () => {
  const booking = useRecordContext();
  const translate = useTranslate();
  if (!booking) return null;
  const name = booking.user?.name ?? booking.guestName ?? "";
  const email = booking.user?.email ?? booking.guestEmail ?? "";
  return (
    <Box>
      <Typography variant="body2">
        {name}
        {!booking.user && (
          <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
            {" "}
            ({translate("wandelwijs.common.guest")})
          </Typography>
        )}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        <EmailAddress email={email} />
      </Typography>
    </Box>
  );
};

const BookingStatus = () => {
  const booking = useRecordContext();
  if (!booking) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      <StatusChip label={bookingStatusLabel(booking.status)} tone={bookingStatusTone(booking.status)} />
      {paymentNotes(booking as { chargedBack?: boolean; refundStatus?: string | null }).map((note) => (
        <StatusChip key={note.label} label={note.label} tone={note.tone} />
      ))}
    </Stack>
  );
};

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
        <DataTable.Col source="walk.title" disableSort />
        <DataTable.Col source="walk.dateStart" field={DateTimeField} />
        <DataTable.Col source="customer" disableSort>
          <Customer />
        </DataTable.Col>
        <DataTable.NumberCol source="qty" />
        <DataTable.Col source="totalCents" field={MoneyField} align="right" />
        <DataTable.Col source="status">
          <BookingStatus />
        </DataTable.Col>
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
