// A walk's cancelled paid bookings for the organisers: who they were and what happened to
// their money, so the overview stays after a walk is called off. The print view leaves it out.
import { Box, TableCell, TableRow, Typography } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useGetList, useTranslate } from "react-admin";
import { formatShortDateTime } from "../shared/fields";
import { LoadError } from "../shared/feedback";
import { BookingLink, BookingTable } from "./booking-table";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** Cancellation is one row of GET /walks/admin/{id}/cancellations. */
export type Cancellation = admin.CancelledBooking;

const COLUMNS = ["name", "qty", "paid", "cancelledAt", "refund", "voucherReturned"] as const;
const RIGHT = new Set<string>(["qty", "paid", "refund", "voucherReturned"]);

/** WalkCancellations lists a walk's cancelled paid bookings; nothing when there are none. */
export function WalkCancellations({ walkId }: { walkId: string }) {
  const translate = useTranslate();
  const list = useGetList<Cancellation>(`walks/${walkId}/cancellations`, { pagination: { page: 1, perPage: 1000 } });
  if (list.isPending) return null;
  if (list.error) return <LoadError message="wandelwijs.cancellations.loadError" />;
  const rows = list.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Box component="section" className="participants__cancellations" aria-labelledby="cancellations-title" sx={{ mt: 3 }}>
      <Typography id="cancellations-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate("wandelwijs.cancellations.title")}
      </Typography>
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
    </Box>
  );
}
