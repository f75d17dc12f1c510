// Who is coming to a walk: every booking that holds places, with phone numbers and money,
// totals, a print view that fits one A4 page for up to 25 people, and a CSV for Excel.
import DownloadIcon from "@mui/icons-material/Download";
import PeopleIcon from "@mui/icons-material/People";
import PrintIcon from "@mui/icons-material/Print";
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from "@mui/material";
import { API_BASE } from "@wandelwijs/api-client/client";
import { formatEuro } from "@wandelwijs/format/money";
import { Link as RouterLink, useParams } from "react-router-dom";
import { Button as RaButton, RecordContextProvider, Title, useGetList, useGetOne, useRecordContext, useTranslate } from "react-admin";
import { DeskBookingButton } from "../shared/desk-booking";
import { CancelBookingButton } from "../shared/cancel-booking";
import { WalkCancellations } from "./cancellations";
import { WalkCalloffChoices } from "./calloff-choices";
import { CallOffButton } from "./call-off";
import { MessageWalkButton } from "./message-walk";
import { PersonCells } from "./person-cells";
import { WalkWaitlist } from "./waitlist";
import { formatDateTime } from "@wandelwijs/format/date";
import { formatShortDateTime } from "../shared/fields";
import type { WalkImage } from "./api";
import { LoadError, LoadingText, StatusChip } from "../shared/feedback";
import { bookingStatusLabel, bookingStatusTone } from "../shared/status";
import "./participants.css";
import { useCounted } from "../shared/counted";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** Participant is one row of GET /walks/admin/{id}/participants. */
export type Participant = admin.Participant;

/** participantTotals adds up the rows: bookings, persons (paid and awaiting payment) and money. */
export function participantTotals(rows: Participant[]) {
  const sum = (f: (p: Participant) => number) => rows.reduce((n, p) => n + f(p), 0);
  return {
    bookings: rows.length,
    persons: sum((p) => p.qty),
    paidPersons: sum((p) => (p.status === "PAID" ? p.qty : 0)),
    totalCents: sum((p) => p.totalCents),
    voucherCents: sum((p) => p.voucherUsedCents),
  };
}

/** ParticipantsButton links a walk's row to its participants. */
export const ParticipantsButton = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  if (!walk) return null;
  return (
    <Button size="small" component={RouterLink} to={`/walks/${encodeURIComponent(walk.id)}/participants`} startIcon={<PeopleIcon />}>
      {translate("wandelwijs.participants.open")}
    </Button>
  );
};

/** GuideLine says who leads the walk, with the guide's photo when there is one (also in print). */
const GuideLine = ({ name, line, photo }: { name: string; line?: string | null; photo?: WalkImage | null }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", my: 1 }} className="participants__guide">
      {photo && (
        // A plain img: on a Box, width and height would be styles, not the image's size.
        <img
          src={photo.src}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          style={{ width: 48, height: 48, objectFit: "cover", borderRadius: "50%" }}
        />
      )}
      <Typography>
        {translate("wandelwijs.participants.guide", { name })}
        {line ? ` · ${line}` : ""}
      </Typography>
    </Stack>
  );
};

export const WalkParticipants = () => {
  const { id = "" } = useParams();
  const translate = useTranslate();
  const counted = useCounted();
  const walk = useGetOne("walks", { id });
  const list = useGetList<Participant>(`walks/${id}/participants`, { pagination: { page: 1, perPage: 1000 } });
  if (walk.isPending || list.isPending) return <LoadingText message="wandelwijs.participants.loading" />;
  if (walk.error || list.error || !walk.data) return <LoadError message="wandelwijs.participants.loadError" />;
  const rows = list.data ?? [];
  const totals = participantTotals(rows);
  const w = walk.data;
  return (
    <Card className="participants" sx={{ mt: 2 }}>
      <Title title={translate("wandelwijs.participants.title", { walk: w.title })} />
      <CardContent>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "space-between", mb: 2 }}>
          <Box>
            <Typography variant="h5" component="h2">
              {translate("wandelwijs.participants.title", { walk: w.title })}
            </Typography>
            <Typography>
              {formatDateTime(w.dateStart)} · {w.address}, {w.city}
            </Typography>
            {w.guideName && <GuideLine name={w.guideName} line={w.guideLine} photo={w.guidePhoto} />}
            {w.cancelledAt && (
              <Typography role="note" sx={{ color: "error.main", fontWeight: 600 }}>
                {translate("wandelwijs.callOff.cancelled", { reason: w.cancelReason ?? "" })}
              </Typography>
            )}
            <Typography>
              {translate("wandelwijs.participants.summary", {
                persons: counted("persons", totals.persons),
                paid: totals.paidPersons,
                min: w.minParticipants,
                max: w.maxParticipants,
              })}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} className="participants__actions" sx={{ alignItems: "flex-start", flexWrap: "wrap" }} useFlexGap>
            {!w.cancelledAt && Date.parse(w.dateStart) > Date.now() && (
              <>
                <DeskBookingButton walkId={w.id} />
                <MessageWalkButton
                  walkId={w.id}
                  title={w.title}
                  addresses={new Set(rows.map((p) => p.email.toLowerCase())).size}
                  firstName={rows[0]?.name ?? ""}
                />
                <CallOffButton walkId={w.id} title={w.title} affected={totals} />
              </>
            )}
            <RaButton label="wandelwijs.participants.print" onClick={() => window.print()}>
              <PrintIcon />
            </RaButton>
            <Button
              size="small"
              href={`${API_BASE}/walks/admin/${encodeURIComponent(id)}/participants.csv`}
              startIcon={<DownloadIcon />}
              download
              sx={{ whiteSpace: "nowrap" }}
            >
              {translate("wandelwijs.participants.csv")}
            </Button>
          </Stack>
        </Stack>
        {rows.length === 0 ? (
          <Typography role="status">{translate(w.cancelledAt ? "wandelwijs.participants.noneLeft" : "wandelwijs.participants.none")}</Typography>
        ) : (
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" aria-label={translate("wandelwijs.participants.table")}>
              <TableHead>
                <TableRow>
                  {["name", "email", "phone", "qty", "status", "totalCents", "voucherUsedCents", "bookedAt", "language"].map((f) => (
                    <TableCell key={f} align={["qty", "totalCents", "voucherUsedCents"].includes(f) ? "right" : "left"}>
                      {translate(`wandelwijs.participants.columns.${f}`)}
                    </TableCell>
                  ))}
                  <TableCell className="participants__actions">{translate("wandelwijs.common.actions")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((p) => (
                  <TableRow key={p.id}>
                    <PersonCells person={p} />
                    <TableCell>
                      <StatusChip label={bookingStatusLabel(p.status)} tone={bookingStatusTone(p.status)} />
                    </TableCell>
                    <TableCell align="right">{formatEuro(p.totalCents)}</TableCell>
                    <TableCell align="right">{p.voucherUsedCents ? formatEuro(p.voucherUsedCents) : "—"}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{formatShortDateTime(p.bookedAt)}</TableCell>
                    <TableCell>{translate(`wandelwijs.languages.${p.language}`)}</TableCell>
                    <TableCell className="participants__actions">
                      <RecordContextProvider value={{ ...p, guestName: p.name, walk: { title: w.title, dateStart: w.dateStart } }}>
                        <CancelBookingButton />
                      </RecordContextProvider>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3}>{translate("wandelwijs.participants.totals", { bookings: counted("bookings", totals.bookings) })}</TableCell>
                  <TableCell align="right">{totals.persons}</TableCell>
                  <TableCell />
                  <TableCell align="right">{formatEuro(totals.totalCents)}</TableCell>
                  <TableCell align="right">{formatEuro(totals.voucherCents)}</TableCell>
                  <TableCell />
                  <TableCell />
                  <TableCell className="participants__actions" />
                </TableRow>
              </TableFooter>
            </Table>
          </Box>
        )}
        <WalkCalloffChoices walkId={w.id} />
        <WalkCancellations walkId={w.id} />
        <WalkWaitlist walkId={w.id} />
        <Box className="participants__actions" sx={{ mt: 2 }}>
          <Button component={RouterLink} to="/walks">
            {translate("wandelwijs.participants.back")}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
