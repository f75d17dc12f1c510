// A walk's waiting list for the organisers: who waits, in order of signing up, with how
// many persons, and who got an offer and until when. The print view leaves it out.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useGetList, useTranslate } from "react-admin";
import { formatShortDateTime } from "../shared/fields";
import { LoadError } from "../shared/feedback";
import { PersonCells } from "./person-cells";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** WaitlistEntry is one row of GET /walks/admin/{id}/waitlist. */
export type WaitlistEntry = admin.AdminEntry;

const COLUMNS = ["name", "email", "phone", "qty", "status", "createdAt", "offeredAt", "offerExpiresAt"] as const;

/** WalkWaitlist shows a walk's waiting list under its participants. */
export function WalkWaitlist({ walkId }: { walkId: string }) {
  const translate = useTranslate();
  const list = useGetList<WaitlistEntry>(`walks/${walkId}/waitlist`, { pagination: { page: 1, perPage: 1000 } });
  if (list.isPending) return null;
  if (list.error) return <LoadError message="wandelwijs.waitlist.loadError" />;
  const rows = list.data ?? [];
  return (
    <Box component="section" className="participants__waitlist" aria-labelledby="waitlist-title" sx={{ mt: 3 }}>
      <Typography id="waitlist-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate("wandelwijs.waitlist.title")}
      </Typography>
      {rows.length === 0 ? (
        <Typography role="status">{translate("wandelwijs.waitlist.none")}</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label={translate("wandelwijs.waitlist.table")}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align={c === "qty" ? "right" : "left"}>
                    {translate(`wandelwijs.waitlist.columns.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((e) => (
                <TableRow key={e.id}>
                  <PersonCells person={e} />
                  <TableCell>{translate(`wandelwijs.waitlist.status.${e.status}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatShortDateTime(e.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{e.offeredAt ? formatShortDateTime(e.offeredAt) : "—"}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{e.offerExpiresAt ? formatShortDateTime(e.offerExpiresAt) : "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
