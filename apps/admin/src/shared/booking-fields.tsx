// What a booking row shows of its customer and its state, on the dashboard and the bookings screen.
import { Box, Link as MuiLink, Stack, Typography } from "@mui/material";
import { DataTable, useCreatePath, useRecordContext, useTranslate } from "react-admin";
import { Link } from "react-router-dom";
import { StatusChip } from "./feedback";
import { EmailAddress, MoneyField } from "./fields";
import { bookingStatusLabel, bookingStatusTone, paymentNotes } from "./status";

/** BookingCustomer is the booking's account holder, or its guest, with the e-mail address;
 * or that the customer's details were erased. */
export const BookingCustomer = () => {
  const booking = useRecordContext();
  const translate = useTranslate();
  if (!booking) return null;
  if (booking.anonymised) {
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {translate("wandelwijs.common.erased")}
      </Typography>
    );
  }
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

/** BookingStatus is the booking's status with its payment's notes (refund failed, charged back). */
export const BookingStatus = () => {
  const booking = useRecordContext();
  if (!booking) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      <StatusChip label={bookingStatusLabel(booking.status)} tone={bookingStatusTone(booking.status)} />
      {paymentNotes(booking as { status?: string; chargedBack?: boolean; refundStatus?: string | null }).map((note) => (
        <StatusChip key={note.label} label={note.label} tone={note.tone} />
      ))}
    </Stack>
  );
};

/** BookingLink is the booking's walk, linked to the booking's own screen. */
export const BookingLink = () => {
  const booking = useRecordContext();
  const createPath = useCreatePath();
  if (!booking) return null;
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: "bookings", id: booking.id, type: "show" })}
      variant="body2"
      sx={{ overflowWrap: "break-word" }}
    >
      {booking.walk?.title}
    </MuiLink>
  );
};

/** bookingColumns are the customer, persons, total and status columns of both tables of bookings. */
export const bookingColumns = [
  <DataTable.Col key="customer" source="customer" disableSort>
    <BookingCustomer />
  </DataTable.Col>,
  <DataTable.NumberCol key="qty" source="qty" />,
  <DataTable.Col key="totalCents" source="totalCents" field={MoneyField} align="right" />,
  <DataTable.Col key="status" source="status">
    <BookingStatus />
  </DataTable.Col>,
];
