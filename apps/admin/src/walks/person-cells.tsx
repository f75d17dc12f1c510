// The cells a walk's participants and its waiting list both start a row with.
import { TableCell } from "@mui/material";
import { EmailAddress } from "../shared/fields";

/** Person is who a row of the participants or of the waiting list is about. */
export interface Person {
  name: string;
  email: string;
  phone: string | null;
  qty: number;
}

/** PersonCells are a row's name, e-mail (wrapping only at its "@" and dots) and phone (as links to write or call) and persons. */
export function PersonCells({ person }: { person: Person }) {
  return (
    <>
      <TableCell>{person.name}</TableCell>
      <TableCell>
        <a href={`mailto:${person.email}`}>
          <EmailAddress email={person.email} />
        </a>
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        {person.phone ? <a href={`tel:${person.phone.replace(/\s/g, "")}`}>{person.phone}</a> : "—"}
      </TableCell>
      <TableCell align="right">{person.qty}</TableCell>
    </>
  );
}
