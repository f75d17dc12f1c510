// The status buttons on party and custom-walk requests with their toasts: 'Status bijgewerkt'
// for 3000 ms, or 'Fout'.
import { Button, Stack } from "@mui/material";
import { useState } from "react";
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin";
import type { WandelwijsDataProvider } from "../shared/data-provider";
import { STATUS_TOAST_MS, StatusChip, StatusToast } from "../shared/feedback";
import { requestStatusLabel, requestStatusTone } from "../shared/status";
import { customWalkTransitions, feestActions } from "./transitions";

/** useStatusChange runs a status call, then toasts and reloads the list. */
function useStatusChange() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<unknown>, success: string) => {
    setPending(true);
    try {
      await call();
      notify(<StatusToast severity="success" title="wandelwijs.requests.statusUpdated" message={success} />, {
        type: "success",
        autoHideDuration: STATUS_TOAST_MS,
      });
      refresh();
    } catch {
      notify(<StatusToast severity="error" title="wandelwijs.requests.failedTitle" message="wandelwijs.requests.failed" />, {
        type: "error",
        autoHideDuration: STATUS_TOAST_MS,
      });
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

/** RequestStatus shows a request's status label in its colour. */
export const RequestStatus = () => {
  const request = useRecordContext();
  if (!request) return null;
  return <StatusChip label={requestStatusLabel(request.status)} tone={requestStatusTone(request.status)} />;
};

/** FeestRequestActions: 'In behandeling' (read) only for NEW, 'Afgehandeld' (replied) unless COMPLETED. */
export const FeestRequestActions = () => {
  const request = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<WandelwijsDataProvider>();
  const { run, pending } = useStatusChange();
  if (!request) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {feestActions(request.status).map(({ action, label, success }) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          disabled={pending}
          onClick={() => run(() => dataProvider.feestRequestAction(request.id, action), success)}
        >
          {translate(label)}
        </Button>
      ))}
    </Stack>
  );
};

/** CustomWalkActions: NEW → In behandeling → Afgehandeld, and Annuleren unless CANCELLED. */
export const CustomWalkActions = () => {
  const request = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<WandelwijsDataProvider>();
  const { run, pending } = useStatusChange();
  if (!request) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {customWalkTransitions(request.status).map(({ to, label }) => (
        <Button
          key={to}
          size="small"
          variant="outlined"
          color={to === "CANCELLED" ? "error" : "primary"}
          disabled={pending}
          onClick={() => run(() => dataProvider.setCustomWalkStatus(request.id, to), "wandelwijs.requests.customUpdated")}
        >
          {translate(label)}
        </Button>
      ))}
    </Stack>
  );
};
