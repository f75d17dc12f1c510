// The header row of a small table of facts.
import { TableCell, TableHead, TableRow } from "@mui/material";

/** HeadCell is a column's title; a column of figures is aligned right. */
export type HeadCell = string | { label: string; align: "right" };

/** TableHeadRow is a table's head: one row with a title per column. */
export const TableHeadRow = ({ cells }: { cells: HeadCell[] }) => (
  <TableHead>
    <TableRow>
      {cells.map((cell) =>
        typeof cell === "string" ? (
          <TableCell key={cell}>{cell}</TableCell>
        ) : (
          <TableCell key={cell.label} align={cell.align}>
            {cell.label}
          </TableCell>
        ),
      )}
    </TableRow>
  </TableHead>
);
