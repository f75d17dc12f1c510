// Who of a called-off walk chose money back, credit or another date, and whose choice is
// still open (GET /walks/admin/{id}/choices). The print view leaves it out.
import { TableCell, TableRow, Typography } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useTranslate } from "react-admin";
import { formatShortDateTime } from "../shared/fields";
import { BookingLink, BookingTable, useWalkRows, WalkSection } from "./booking-table";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** CalloffChoice is one row of GET /walks/admin/{id}/choices; id is the booking's. */
export type CalloffChoice = admin.BookingChoiceEntry;

const COLUMNS = ["name", "qty", "paid", "choice", "chosenAt"] as const;
const RIGHT = new Set<string>(["qty", "paid"]);

/** WalkCalloffChoices lists the choices of a called-off walk's paid bookings; nothing when there are none. */
export function WalkCalloffChoices({ walkId }: { walkId: string }) {
  const translate = useTranslate();
  const { rows, instead } = useWalkRows<CalloffChoice>(`walks/${walkId}/choices`, "wandelwijs.calloffChoices.loadError");
  if (!rows) return instead;
  if (rows.length === 0) return null;
  const count = (kind: CalloffChoice["choice"]) => rows.filter((r) => r.choice === kind).length;
  const chosen = (c: CalloffChoice): string => {
    switch (c.choice) {
      case "refund":
        return translate(c.decidedBy === "deadline" ? "wandelwijs.calloffChoices.refundDeadline" : "wandelwijs.calloffChoices.refund");
      case "credit":
        return translate("wandelwijs.calloffChoices.credit", { amount: formatEuro(c.creditCents) });
      case "move":
        return translate("wandelwijs.calloffChoices.move", {
          title: c.toWalkTitle ?? "",
          date: c.toWalkStart ? formatShortDateTime(c.toWalkStart) : "",
        });
      default:
        return translate("wandelwijs.calloffChoices.open", { deadline: formatShortDateTime(c.deadline) });
    }
  };
  return (
    <WalkSection id="calloff-choices-title" title={translate("wandelwijs.calloffChoices.title")}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate("wandelwijs.calloffChoices.summary", {
          open: count(null),
          refund: count("refund"),
          credit: count("credit"),
          move: count("move"),
        })}
      </Typography>
      <BookingTable label={translate("wandelwijs.calloffChoices.title")} heading={(c) => translate(`wandelwijs.calloffChoices.columns.${c}`)} columns={COLUMNS} right={RIGHT}>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <BookingLink id={c.id} name={c.customerName} />
                </TableCell>
                <TableCell align="right">{c.qty}</TableCell>
                <TableCell align="right">{formatEuro(c.paidCents)}</TableCell>
                <TableCell>{chosen(c)}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{c.chosenAt ? formatShortDateTime(c.chosenAt) : "—"}</TableCell>
              </TableRow>
            ))}
      </BookingTable>
    </WalkSection>
  );
}
