// Gift vouchers, read-only: value, remaining, display status (the payment's while unpaid),
// purchaser, created and the bookings paid with each voucher; a code typed in the search
// box finds its voucher. The code itself is never shown: only its hash is kept.
import { Box, Stack, Typography } from "@mui/material";
import { DataTable, TextInput, useRecordContext, useTranslate } from "react-admin";
import { DateTimeField, EmailAddress, formatShortDateTime, MoneyField } from "../shared/fields";
import { useRoomyList, useSpaciousList } from "../shared/responsive";
import { StatusChip } from "../shared/feedback";
import { ResourceList } from "../shared/resource-list";
import { isPaid, voucherDisplayStatus, voucherStatusLabel, type VoucherDisplayStatus } from "./status";

/** The code an organiser types finds its voucher: the API hashes it as on redeem. */
const voucherFilters = [
  <TextInput key="code" source="code" label="wandelwijs.vouchers.findByCode" helperText="wandelwijs.vouchers.findByCodeHint" alwaysOn resettable />,
];

const tones = {
  UNPAID: "warning",
  PAYMENT_FAILED: "danger",
  PAYMENT_CANCELED: "neutral",
  REFUNDED: "neutral",
  USED: "neutral",
  PARTIAL: "warning",
  ACTIVE: "success",
} as const satisfies Record<VoucherDisplayStatus, string>;

const VoucherStatus = () => {
  const voucher = useRecordContext();
  if (!voucher) return null;
  const status = voucherDisplayStatus({
    paymentStatus: voucher.paymentStatus,
    status: voucher.status,
    used: Boolean(voucher.used),
    valueCents: voucher.valueCents ?? 0,
    remainingCents: voucher.remainingCents ?? 0,
  });
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      <StatusChip label={voucherStatusLabel(status)} tone={tones[status]} />
      {voucher.chargedBack && <StatusChip label="wandelwijs.payment.chargedBack" tone="danger" />}
    </Stack>
  );
};

/** Person is the purchaser or recipient; withBought adds when it was bought, when the list has no column for it. */
const Person = ({ source, withBought = false }: { source: "purchaser" | "recipient"; withBought?: boolean }) => {
  const voucher = useRecordContext();
  const translate = useTranslate();
  const person = voucher?.[source];
  if (!person) return null;
  return (
    <Box>
      <Typography variant="body2">{person.name}</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        <EmailAddress email={person.email} />
      </Typography>
      {withBought && voucher?.createdAt && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {translate("resources.vouchers.fields.createdAt")} {formatShortDateTime(voucher.createdAt)}
        </Typography>
      )}
    </Box>
  );
};

interface VoucherBooking {
  id: string;
  walk?: { title?: string } | null;
  user?: { name?: string } | null;
  guestName?: string | null;
}

const VoucherBookings = () => {
  const voucher = useRecordContext();
  const translate = useTranslate();
  const bookings: VoucherBooking[] = voucher?.bookings ?? [];
  if (bookings.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {translate("wandelwijs.vouchers.noBookings")}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {bookings.map((booking) => (
        <Typography component="li" variant="body2" key={booking.id}>
          {booking.walk?.title ?? ""} – {booking.user?.name ?? booking.guestName ?? ""}
        </Typography>
      ))}
    </Box>
  );
};

export const VoucherList = () => {
  const roomy = useRoomyList();
  const spacious = useSpaciousList();
  return (
  <ResourceList
    actions={false}
    filters={voucherFilters}
    empty={false}
    loadingText="wandelwijs.vouchers.loading"
    loadErrorText="wandelwijs.vouchers.loadError"
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="valueCents" field={MoneyField} align="right" />
      <DataTable.Col
        source="remainingCents"
        align="right"
        render={(voucher) => (isPaid(voucher) ? <MoneyField source="remainingCents" /> : "—")}
      />
      <DataTable.Col label="wandelwijs.vouchers.columns.status" disableSort>
        <VoucherStatus />
      </DataTable.Col>
      <DataTable.Col source="purchaser.name" disableSort>
        <Person source="purchaser" withBought={!roomy} />
      </DataTable.Col>
      {spacious && (
        <DataTable.Col source="recipient.name" disableSort>
          <Person source="recipient" />
        </DataTable.Col>
      )}
      {roomy && <DataTable.Col source="createdAt" field={DateTimeField} />}
      {spacious && <DataTable.Col source="usedAt" field={DateTimeField} disableSort />}
      <DataTable.Col source="bookings" disableSort>
        <VoucherBookings />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
  );
};
