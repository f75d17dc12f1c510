// The back office's log (Logboek): every write, newest first, with who, what and a few
// words on what changed. Read-only: nobody changes it through the app.
import { Typography } from "@mui/material";
import { DataTable, SelectInput, TextInput, useRecordContext, useTranslate } from "react-admin";
import { DateTimeField } from "../shared/fields";
import { ResourceList } from "../shared/resource-list";
import { changeSummary } from "./changes";

/** ACTIONS are the kinds of write the log knows. */
export const ACTIONS = [
  "walk.create",
  "walk.update",
  "walk.delete",
  "walk.cancel",
  "walk.message",
  "booking.cancel",
  "booking.move",
  "user.create",
  "user.update",
  "user.delete",
  "request.status",
  "database.export",
];

/** Action names the write and, when it was about a person, who: looked up by the server
 * ("verwijderd" once the person is gone), as the log keeps no names. */
const Action = () => {
  const entry = useRecordContext();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <>
      {translate(`wandelwijs.audit.actions.${entry.action}`, { _: entry.action })}
      {entry.subjectPerson ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {entry.subjectPerson}
        </Typography>
      ) : null}
    </>
  );
};

const Changes = () => {
  const entry = useRecordContext();
  if (!entry) return null;
  return (
    <>
      {changeSummary(entry.before, entry.after).map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: "anywhere" }}>
          {line}
        </Typography>
      ))}
    </>
  );
};

const useFilters = () => {
  const translate = useTranslate();
  return [
    <TextInput key="actor" source="actor" label="wandelwijs.audit.who" alwaysOn />,
    <SelectInput
      key="action"
      source="action"
      label="wandelwijs.audit.what"
      choices={ACTIONS.map((a) => ({ id: a, name: translate(`wandelwijs.audit.actions.${a}`) }))}
      alwaysOn
    />,
  ];
};

export const AuditList = () => (
  <ResourceList
    filters={useFilters()}
    actions={false}
    sort={{ field: "at", order: "DESC" }}
    perPage={50}
    empty={false}
    loadingText="wandelwijs.audit.loading"
    loadErrorText="wandelwijs.audit.loadError"
  >
    <DataTable bulkActionButtons={false} rowClick={false} sx={{ "& .MuiTableCell-root": { px: { xs: 0.75, sm: 2 } } }}>
      <DataTable.Col source="at" field={DateTimeField} disableSort />
      <DataTable.Col
        source="actorEmail"
        disableSort
        render={(entry) => (
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {entry.actorEmail || "—"}
          </Typography>
        )}
      />
      <DataTable.Col source="action" disableSort>
        <Action />
      </DataTable.Col>
      <DataTable.Col source="changes" disableSort sx={{ minWidth: 0, maxWidth: "28rem" }}>
        <Changes />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
);
