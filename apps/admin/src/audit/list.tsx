// The back office's log (Logboek): every write, newest first, with who, what and a few
// words on what changed. Read-only: nobody changes it through the app.
import { Link, Typography } from "@mui/material";
import { DataTable, SelectInput, TextInput, useRecordContext, useTranslate, type RaRecord } from "react-admin";
import { Link as RouterLink } from "react-router-dom";
import { DateTimeField } from "../shared/fields";
import { ResourceList } from "../shared/resource-list";
import { changeSummary } from "./changes";
import { auditSubject, type AuditEntry } from "./subject";

/** ACTIONS are the kinds of write the log knows. */
export const ACTIONS = [
  "walk.create",
  "walk.update",
  "walk.delete",
  "walk.call_off",
  "walk.message",
  "booking.cancel",
  "booking.move",
  "user.create",
  "user.update",
  "user.delete",
  "request.status",
  "database.export",
];

/** Action says in one sentence what was done to what (auditSubject), with a link to it;
 * the people and walk are looked up by the server ("verwijderd" once a person is gone). */
const Action = () => {
  const entry = useRecordContext<AuditEntry & RaRecord>();
  const translate = useTranslate();
  if (!entry) return null;
  const subject = auditSubject(entry);
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: "break-word" }}>
        {translate(subject.sentence, { ...subject.values, _: entry.action })}
      </Typography>
      {subject.link ? (
        <Link component={RouterLink} to={subject.link.to} variant="body2">
          {subject.link.label}
        </Link>
      ) : null}
    </>
  );
};

const Changes = () => {
  const entry = useRecordContext();
  const translate = useTranslate();
  if (!entry) return null;
  return (
    <>
      {changeSummary(entry.before, entry.after, translate).map((line) => (
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
