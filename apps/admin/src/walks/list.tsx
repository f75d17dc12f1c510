// The walks table, the walks to come first (soonest first), then the past ones: stats per
// walk, the first 100 characters of the short description, the display status, and edit,
// participants, publish/hide and (while nobody booked) delete on each row. The city
// and the description have columns of their own on a very wide screen, else they follow
// the title.
import { Box, Stack, Typography } from "@mui/material";
import { DataTable, TextInput, TopToolbar, useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { DateTimeField, MoneyField, truncate } from "../shared/fields";
import { StatusChip } from "../shared/feedback";
import { ResourceList } from "../shared/resource-list";
import { EditLinkButton, NewButton } from "../shared/resource-buttons";
import { useSpaciousList } from "../shared/responsive";
import { ParticipantsButton } from "./participants";
import { DeleteWalkButton, PublishToggle } from "./actions";
import { CopyWalkButton, RepeatWalkButton, SeriesChip } from "./series";
import { walkDisplayStatus, walkStatusLabel, type WalkDisplayStatus, type WalkStatusInput } from "./status";

const statusTone = { DRAFT: "neutral", CANCELLED: "danger", PAST: "neutral", FULL: "danger", AVAILABLE: "success" } as const satisfies Record<
  WalkDisplayStatus,
  string
>;

const WalkStatus = () => {
  const walk = useRecordContext<RaRecord & WalkStatusInput>();
  if (!walk) return null;
  const status = walkDisplayStatus(walk);
  return <StatusChip label={walkStatusLabel(status)} tone={statusTone[status]} />;
};

const BookingStats = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  const stats = walk?.bookingStats;
  if (!stats) return null;
  const line = (key: string, count: number) => translate(`wandelwijs.walks.stats.${key}`, { count });
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
        {line("booked", stats.totalBooked ?? 0)}
      </Typography>
      <Typography variant="body2">
        {line("paid", stats.paidBookings ?? 0)}, {line("pending", stats.pendingBookings ?? 0)}
      </Typography>
      <Typography variant="body2">{line("available", stats.availableSpots ?? 0)}</Typography>
    </Box>
  );
};

/** WalkActions sit two by two, so a row stays about as tall as its figures. */
const WalkActions = () => (
  <Stack direction="row" useFlexGap spacing={0.25} sx={{ flexWrap: "wrap", maxWidth: "17rem" }}>
    <EditLinkButton />
    <ParticipantsButton />
    <PublishToggle />
    <RepeatWalkButton />
    <CopyWalkButton />
    <DeleteWalkButton />
  </Stack>
);

/**
 * WalkTitle is the title, marked when a published walk has no English title; when the list has no room for their own columns, the city and the
 * first 100 characters of the short description follow under it.
 */
const WalkTitle = ({ withDetails }: { withDetails: boolean }) => {
  const walk = useRecordContext();
  const translate = useTranslate();
  if (!walk) return null;
  return (
    <Box>
      <Typography variant="body2">{walk.title}</Typography>
      {walk.published && !walk.titleEn && (
        <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
          {translate("wandelwijs.walks.missingEnglish")}
        </Typography>
      )}
      {withDetails && (
        <>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {walk.city}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
            {truncate(walk.shortDesc, 100)}
          </Typography>
        </>
      )}
    </Box>
  );
};

/** WALK_FILTERS search the walks by title or city. */
const WALK_FILTERS = [<TextInput key="q" source="q" label="wandelwijs.walks.search" alwaysOn />];

export const WalkList = () => {
  const spacious = useSpaciousList();
  return (
  <ResourceList
    actions={
      <TopToolbar>
        <NewButton />
      </TopToolbar>
    }
    sort={{ field: "upcoming", order: "ASC" }}
    filters={WALK_FILTERS}
    empty={false}
    loadingText="wandelwijs.walks.loading"
    loadErrorText="wandelwijs.walks.loadError"
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="title">
        <WalkTitle withDetails={!spacious} />
      </DataTable.Col>
      <DataTable.Col source="dateStart" label="wandelwijs.walks.columns.date" field={DateTimeField} />
      {spacious && <DataTable.Col source="city" />}
      {spacious && (
        <DataTable.Col source="shortDesc" disableSort render={(walk) => truncate(walk.shortDesc, 100)} sx={{ minWidth: 200 }} />
      )}
      <DataTable.Col label="wandelwijs.walks.columns.series" disableSort>
        <SeriesChip />
      </DataTable.Col>
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
  </ResourceList>
  );
};
