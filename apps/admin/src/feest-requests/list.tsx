// Party requests: messages cut at 150 characters, status labels, and the
// read and replied actions.
import { Typography } from "@mui/material";
import { DataTable, List, useRecordContext } from "react-admin";
import { DateTimeField, EmailAddress, truncate } from "../shared/fields";
import { useSpaciousList } from "../shared/responsive";
import { LoadError, LoadingText } from "../shared/feedback";
import { FeestRequestActions, RequestStatus } from "../request/request-actions";

/** Reach is the e-mail address, with the phone number under it when there is no room for its own column. */
const Reach = ({ withPhone }: { withPhone: boolean }) => {
  const request = useRecordContext();
  if (!request) return null;
  return (
    <Typography variant="body2">
      <EmailAddress email={request.email} />
      {withPhone && request.phone && (
        <>
          <br />
          {request.phone}
        </>
      )}
    </Typography>
  );
};

export const FeestRequestList = () => {
  const spacious = useSpaciousList();
  return (
  <List
    actions={false}
    sort={{ field: "createdAt", order: "DESC" }}
    perPage={25}
    empty={false}
    loading={<LoadingText message="wandelwijs.feestRequests.loading" />}
    error={<LoadError message="wandelwijs.feestRequests.loadError" />}
    queryOptions={{ refetchOnWindowFocus: false }}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="createdAt" field={DateTimeField} />
      <DataTable.Col
        source="name"
        disableSort
        render={(request) => (
          // A name is free text: an overlong word may wrap rather than widen the table.
          <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
            {request.name}
          </Typography>
        )}
      />
      <DataTable.Col source="email" disableSort>
        <Reach withPhone={!spacious} />
      </DataTable.Col>
      {spacious && <DataTable.Col source="phone" disableSort />}
      <DataTable.Col
        source="message"
        disableSort
        sx={{ minWidth: { xs: 160, xl: 240 } }}
        render={(request) => <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>{truncate(request.message, 150)}</Typography>}
      />
      <DataTable.Col source="status">
        <RequestStatus />
      </DataTable.Col>
      <DataTable.Col label="wandelwijs.common.actions" disableSort>
        <FeestRequestActions />
      </DataTable.Col>
    </DataTable>
  </List>
  );
};
