// A walk's cancelled paid bookings for the organisers: who they were and what happened to
// their money, so the overview stays after a walk is called off. The print view leaves it out.
import { TableCell, TableRow, Typography } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useTranslate } from "react-admin";
import { formatShortDateTime } from "../shared/fields";
import { BookingLink, BookingTable, useWalkRows, WalkSection } from "./booking-table";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** Cancellation is one row of GET /walks/admin/{id}/cancellations. */
export type Cancellation = admin.CancelledBooking;

const COLUMNS = ["name", "qty", "paid", "cancelledAt", "refund", "voucherReturned"] as const;
const RIGHT = new Set<string>(["qty", "paid", "refund", "voucherReturned"]);

/** WalkCancellations lists a walk's cancelled paid bookings; nothing when there are none. */
export function WalkCancellations({ walkId }: { walkId: string }) {
  const translate = useTranslate();
  const { rows, instead } = useWalkRows<Cancellation>(`walks/${walkId}/cancellations`, "wandelwijs.cancellations.loadError");
  if (!rows) return instead;
  if (rows.length === 0) return null;
  return (
    <WalkSection id="cancellations-title" title={translate("wandelwijs.cancellations.title")} className="participants__cancellations">
      <BookingTable label={translate("wandelwijs.cancellations.title")} heading={(c) => translate(`wandelwijs.cancellations.columns.${c}`)} columns={COLUMNS} right={RIGHT}>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <BookingLink id={c.id} name={c.name} />
                  <Typography variant="body2" color="text.secondary">
                    {c.email}
                  </Typography>
                </TableCell>
                <TableCell align="right">{c.qty}</TableCell>
                <TableCell align="right">{formatEuro(c.totalCents + c.voucherUsedCents)}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{formatShortDateTime(c.cancelledAt)}</TableCell>
                <TableCell align="right">
                  {c.refundCents ? formatEuro(c.refundCents) : "—"}
                  {c.refundStatus && (
                    <Typography variant="body2" color="text.secondary">
                      {translate(`wandelwijs.bookings.refundStatus.${c.refundStatus}`, { _: c.refundStatus })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{c.voucherReturnedCents ? formatEuro(c.voucherReturnedCents) : "—"}</TableCell>
              </TableRow>
            ))}
      </BookingTable>
    </WalkSection>
  );
}
