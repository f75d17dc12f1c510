// A walk's waiting list for the organisers: who waits, in order of signing up, with how
// many persons, and who got an offer and until when. The print view leaves it out.
import { TableCell, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatShortDateTime } from "../shared/fields";
import { BookingTable, useWalkRows, WalkSection } from "./booking-table";
import { PersonCells } from "./person-cells";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** WaitlistEntry is one row of GET /walks/admin/{id}/waitlist. */
export type WaitlistEntry = admin.AdminEntry;

const COLUMNS = ["name", "email", "phone", "qty", "status", "createdAt", "offeredAt", "offerExpiresAt"] as const;
const RIGHT = new Set<string>(["qty"]);

/** WalkWaitlist shows a walk's waiting list under its participants. */
export function WalkWaitlist({ walkId }: { walkId: string }) {
  const translate = useTranslate();
  const { rows, instead } = useWalkRows<WaitlistEntry>(`walks/${walkId}/waitlist`, "wandelwijs.waitlist.loadError");
  if (!rows) return instead;
  return (
    <WalkSection id="waitlist-title" title={translate("wandelwijs.waitlist.title")} className="participants__waitlist">
      {rows.length === 0 ? (
        <Typography role="status">{translate("wandelwijs.waitlist.none")}</Typography>
      ) : (
        <BookingTable label={translate("wandelwijs.waitlist.table")} heading={(c) => translate(`wandelwijs.waitlist.columns.${c}`)} columns={COLUMNS} right={RIGHT}>
          {rows.map((e) => (
            <TableRow key={e.id}>
              <PersonCells person={e} />
              <TableCell>{translate(`wandelwijs.waitlist.status.${e.status}`)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatShortDateTime(e.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{e.offeredAt ? formatShortDateTime(e.offeredAt) : "—"}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{e.offerExpiresAt ? formatShortDateTime(e.offerExpiresAt) : "—"}</TableCell>
            </TableRow>
          ))}
        </BookingTable>
      )}
    </WalkSection>
  );
}
