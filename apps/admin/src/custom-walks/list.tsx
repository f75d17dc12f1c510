// Custom-walk requests: contact, group size, duration, preferred dates
// (on a very wide screen), accessibility and status on each row with the status buttons; the
// rest of the request in its expand panel.
import { Box, Typography } from "@mui/material";
import { DataTable, SelectField, useRecordContext, useTranslate } from "react-admin";
import { durationChoices } from "../shared/choices";
import { DateTimeField, EmailAddress } from "../shared/fields";
import { useSpaciousList } from "../shared/responsive";
import { ResourceList } from "../shared/resource-list";
import { CustomWalkActions, RequestStatus } from "../request/request-actions";

const Contact = () => {
  const request = useRecordContext();
  if (!request) return null;
  return (
    // Names are free text: an overlong word may wrap rather than widen the table.
    <Box sx={{ overflowWrap: "anywhere" }}>
      {request.companyName && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {request.companyName}
        </Typography>
      )}
      <Typography variant="body2">{request.contactName}</Typography>
      <Typography variant="body2">
        <EmailAddress email={request.contactEmail} />
      </Typography>
      <Typography variant="body2">{request.contactPhone}</Typography>
    </Box>
  );
};

const Accessibility = () => {
  const request = useRecordContext();
  const translate = useTranslate();
  if (!request) return null;
  return (
    <Box>
      <Typography variant="body2">
        {translate(request.hasAccessibilityNeeds ? "wandelwijs.customWalks.accessibilityYes" : "wandelwijs.customWalks.accessibilityNo")}
      </Typography>
      {request.hasAccessibilityNeeds && request.accessibilityDetails && (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {request.accessibilityDetails}
        </Typography>
      )}
    </Box>
  );
};

/** Details shows the whole request below its row. */
const Details = () => {
  const request = useRecordContext();
  const translate = useTranslate();
  if (!request) return null;
  const fields = ["preferredDates", "preferredLocation", "walkTheme", "budget", "additionalRequests", "accessibilityDetails"];
  return (
    <Box component="section" aria-label={translate("wandelwijs.customWalks.details")} sx={{ py: 1 }}>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "12rem 1fr" }, gap: 1, m: 0 }}>
        {fields.map((field) => (
          <Box key={field} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {translate(`resources.custom-walks.fields.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: "pre-line" }}>
              {request[field] || translate("wandelwijs.common.none")}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

export const CustomWalkList = () => {
  const spacious = useSpaciousList();
  return (
  <ResourceList
    actions={false}
    empty={false}
    loadingText="wandelwijs.customWalks.loading"
    loadErrorText="wandelwijs.customWalks.loadError"
  >
    <DataTable bulkActionButtons={false} rowClick={false} expand={<Details />}>
      <DataTable.Col source="createdAt" field={DateTimeField} />
      <DataTable.Col label="wandelwijs.customWalks.contact" disableSort>
        <Contact />
      </DataTable.Col>
      <DataTable.NumberCol source="participantCount" disableSort />
      <DataTable.Col source="duration" disableSort>
        <SelectField source="duration" choices={durationChoices} />
      </DataTable.Col>
      {spacious && <DataTable.Col source="preferredDates" disableSort />}
      <DataTable.Col source="hasAccessibilityNeeds" disableSort>
        <Accessibility />
      </DataTable.Col>
      <DataTable.Col source="status">
        <RequestStatus />
      </DataTable.Col>
      <DataTable.Col label="wandelwijs.common.actions" disableSort>
        <CustomWalkActions />
      </DataTable.Col>
    </DataTable>
  </ResourceList>
  );
};
