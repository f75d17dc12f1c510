// The lists under a walk's participants (its waiting list, and after a call-off its
// cancellations and choices): each a titled section that loads all its rows, with a
// scrolling table of translated column heads, amounts on the right, and each booking's
// customer linking to the booking.
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useGetList, type RaRecord } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { LoadError } from "../shared/feedback";

/**
 * useWalkRows loads every row of one list of a walk (path below the API, e.g.
 * walks/{id}/waitlist): rows once loaded; until then what to show instead, nothing while
 * it loads and the notice loadError when it fails.
 */
export function useWalkRows<T extends RaRecord>(path: string, loadError: string): { rows?: T[]; instead: ReactNode } {
  const list = useGetList<T>(path, { pagination: { page: 1, perPage: 1000 } });
  if (list.isPending) return { instead: null };
  if (list.error) return { instead: <LoadError message={loadError} /> };
  return { rows: list.data ?? [], instead: null };
}

/** WalkSection is one list's section under a walk's participants, headed by title (its id labels the section). */
export function WalkSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <Box component="section" className={className} aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

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
