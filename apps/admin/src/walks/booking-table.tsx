// The table both lists under a walk's participants use for its bookings after a call-off
// (cancellations, choices): a scrolling table with translated column heads, amounts on
// the right, and each row's customer linking to the booking.
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** BookingTable is a table labelled label, with a head of columns, each named by heading. */
export function BookingTable({ label, heading, columns, right, children }: {
  label: string;
  heading: (column: string) => string;
  columns: readonly string[];
  right: ReadonlySet<string>;
  children: ReactNode;
}) {
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c} align={right.has(c) ? "right" : "left"}>
                {heading(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Box>
  );
}

/** BookingLink is a customer's name linking to their booking. */
export function BookingLink({ id, name }: { id: string | number; name: string }) {
  return (
    <Link component={RouterLink} to={`/bookings/${encodeURIComponent(id)}/show`}>
      {name}
    </Link>
  );
}
