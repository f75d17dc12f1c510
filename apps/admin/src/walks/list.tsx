// The walks table (spec 2 §2, §4): stats per walk, the first 100 characters of the short
// description, the display status, and edit, publish/hide and delete on each row.
import { Box, Stack, Typography } from "@mui/material";
import { DataTable, List, TopToolbar, useRecordContext, useTranslate } from "react-admin";
import { DateTimeField, MoneyField, truncate } from "../shared/fields";
import { LoadError, LoadingText, StatusChip } from "../shared/feedback";
import { EditLinkButton, NewButton } from "../shared/resource-routes";
import { ParticipantsButton } from "./participants";
import { DeleteWalkButton, PublishToggle } from "./actions";
import { walkDisplayStatus, walkStatusLabel, type WalkDisplayStatus } from "./status";

const statusTone = { DRAFT: "neutral", CANCELLED: "danger", PAST: "neutral", FULL: "danger", AVAILABLE: "success" } as const satisfies Record<
  WalkDisplayStatus,
  string
>;

const WalkStatus = () => {
  const walk = useRecordContext();
  if (!walk) return null;
  const status = walkDisplayStatus({ published: walk.published, dateStart: walk.dateStart, bookingStats: walk.bookingStats });
  return <StatusChip label={walkStatusLabel(status)} tone={statusTone[status]} />;
};

const BookingStats = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  const stats = walk?.bookingStats;
  if (!stats) return null;
  const line = (key: string, count: number) => translate(`wandelwijs.walks.stats.${key}`, { count });
  return (
    <Box sx={{ whiteSpace: "nowrap" }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {line("booked", stats.totalBooked ?? 0)}
      </Typography>
      <Typography variant="body2">
        {line("paid", stats.paidBookings ?? 0)}, {line("pending", stats.pendingBookings ?? 0)}
      </Typography>
      <Typography variant="body2">{line("available", stats.availableSpots ?? 0)}</Typography>
    </Box>
  );
};

const WalkActions = () => (
  <Stack spacing={0.25} sx={{ alignItems: "flex-start" }}>
    <EditLinkButton />
    <ParticipantsButton />
    <PublishToggle />
    <DeleteWalkButton />
  </Stack>
);

export const WalkList = () => (
  <List
    actions={
      <TopToolbar>
        <NewButton />
      </TopToolbar>
    }
    sort={{ field: "dateStart", order: "DESC" }}
    perPage={25}
    empty={false}
    loading={<LoadingText message="wandelwijs.walks.loading" />}
    error={<LoadError message="wandelwijs.walks.loadError" />}
    queryOptions={{ refetchOnWindowFocus: false }}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="title" />
      <DataTable.Col source="dateStart" label="wandelwijs.walks.columns.date" field={DateTimeField} />
      <DataTable.Col source="city" />
      <DataTable.Col source="shortDesc" disableSort render={(walk) => truncate(walk.shortDesc, 100)} sx={{ minWidth: 200 }} />
      <DataTable.Col source="priceCents" field={MoneyField} align="right" />
      <DataTable.Col label="wandelwijs.walks.columns.bookings" disableSort>
        <BookingStats />
      </DataTable.Col>
      <DataTable.Col label="wandelwijs.walks.columns.status" disableSort>
        <WalkStatus />
      </DataTable.Col>
      <DataTable.Col label="wandelwijs.common.actions" disableSort>
        <WalkActions />
      </DataTable.Col>
    </DataTable>
  </List>
);
