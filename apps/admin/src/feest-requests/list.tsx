// Party requests: messages cut at 150 characters, status labels, and the
// read and replied actions.
import { Typography } from "@mui/material";
import { DataTable, useRecordContext } from "react-admin";
import { DateTimeField, EmailAddress, truncate } from "../shared/fields";
import { useSpaciousList } from "../shared/responsive";
import { ResourceList } from "../shared/resource-list";
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
  <ResourceList
    actions={false}
    empty={false}
    loadingText="wandelwijs.feestRequests.loading"
    loadErrorText="wandelwijs.feestRequests.loadError"
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
  </ResourceList>
  );
};
