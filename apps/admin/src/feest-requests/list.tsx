// Party requests (spec 2 §2, §4): messages cut at 150 characters, status labels, and the
// read and replied actions.
import { Typography } from "@mui/material";
import { DataTable, List } from "react-admin";
import { DateTimeField, truncate } from "../shared/fields";
import { LoadError, LoadingText } from "../shared/feedback";
import { FeestRequestActions, RequestStatus } from "../request/request-actions";

export const FeestRequestList = () => (
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
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="email" disableSort render={(request) => <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>{request.email}</Typography>} />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col
        source="message"
        disableSort
        sx={{ minWidth: 240 }}
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
