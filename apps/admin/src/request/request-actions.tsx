// The status buttons on party and custom-walk requests with their toasts: 'Status bijgewerkt'
// for 3000 ms, or 'Fout'.
import { Button, Stack } from "@mui/material";
import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from "react-admin";
import { feestRequestAction, setCustomWalkStatus } from "./api";
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

interface StatusButton {
  key: string;
  label: string;
  color?: "primary" | "error";
  call: () => Promise<unknown>;
  success: string;
}

/** StatusButtons is the row of status buttons on a request row, then extra; all wait while one runs. */
const StatusButtons = ({
  buttonsFor,
  extra,
}: {
  buttonsFor: (request: RaRecord) => StatusButton[];
  extra?: ReactNode;
}) => {
  const request = useRecordContext();
  const translate = useTranslate();
  const { run, pending } = useStatusChange();
  if (!request) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {buttonsFor(request).map(({ key, label, color = "primary", call, success }) => (
        <Button key={key} size="small" variant="outlined" color={color} disabled={pending} onClick={() => run(call, success)}>
          {translate(label)}
        </Button>
      ))}
      {extra}
    </Stack>
  );
};

/** MakeQuote is "Offerte maken": a new quote for the request, filled in with its customer. */
const MakeQuote = ({ kind }: { kind: "feest" | "custom-walk" }) => {
  const request = useRecordContext();
  const translate = useTranslate();
  if (!request) return null;
  const query = new URLSearchParams({
    requestKind: kind,
    requestId: String(request.id),
    name: kind === "feest" ? request.name : request.contactName,
    email: kind === "feest" ? request.email : request.contactEmail,
    phone: (kind === "feest" ? request.phone : request.contactPhone) ?? "",
    company: (kind === "custom-walk" && request.companyName) || "",
  });
  return (
    <Button size="small" variant="outlined" component={RouterLink} to={`/quotes/create?${query}`}>
      {translate("wandelwijs.quotes.make")}
    </Button>
  );
};

/** FeestRequestActions: 'In behandeling' (read) only for NEW, 'Afgehandeld' (replied) unless COMPLETED. */
export const FeestRequestActions = () => (
  <StatusButtons
    buttonsFor={(request) =>
      feestActions(request.status).map(({ action, label, success }) => ({
        key: action,
        label,
        call: () => feestRequestAction(request.id, action),
        success,
      }))
    }
    extra={<MakeQuote kind="feest" />}
  />
);

/** CustomWalkActions: NEW → In behandeling → Afgehandeld, and Annuleren unless CANCELLED. */
export const CustomWalkActions = () => (
  <StatusButtons
    buttonsFor={(request) =>
      customWalkTransitions(request.status).map(({ to, label }) => ({
        key: to,
        label,
        color: to === "CANCELLED" ? "error" : "primary",
        call: () => setCustomWalkStatus(request.id, to),
        success: "wandelwijs.requests.customUpdated",
      }))
    }
    extra={<MakeQuote kind="custom-walk" />}
  />
);
