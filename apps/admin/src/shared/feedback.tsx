// How the back office says what is going on: loading and load-failure texts,
// coloured status chips, and the toast after a status change.
import { Alert, AlertTitle, Box, Chip, Typography } from "@mui/material";
import { useCloseNotification, useNotify, useTranslate } from "react-admin";
import { serverMessage } from "./errors";
import type { Tone } from "./status";

/** LoadingText says what is being loaded, e.g. 'Wandelingen laden...'. */
export const LoadingText = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Typography role="status">{translate(message)}</Typography>
    </Box>
  );
};

/** LoadError says that loading failed, e.g. 'Fout bij het laden van cadeaubonnen'. */
export const LoadError = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error" role="alert">
        {translate(message)}
      </Alert>
    </Box>
  );
};

const tones: Record<Tone, { color: string; backgroundColor: string }> = {
  info: { color: "#0d47a1", backgroundColor: "#e3f2fd" },
  warning: { color: "#6d3600", backgroundColor: "#fff1dc" },
  success: { color: "#1b5e20", backgroundColor: "#e6f4e7" },
  neutral: { color: "#303030", backgroundColor: "#ececec" },
  danger: { color: "#8e0000", backgroundColor: "#fdeaea" },
};

/** StatusChip shows a translated status in its colour. */
export const StatusChip = ({ label, tone }: { label: string; tone: Tone }) => {
  const translate = useTranslate();
  return <Chip size="small" label={translate(label, { _: label })} sx={{ ...tones[tone], fontWeight: 600 }} />;
};

/** STATUS_TOAST_MS is how long a status toast stays. */
export const STATUS_TOAST_MS = 3000;

/** StatusToast is a notification with a title: 'Status bijgewerkt' or 'Fout'. */
export const StatusToast = ({ title, message, severity }: { title: string; message: string; severity: "success" | "error" }) => {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert
      severity={severity}
      variant="filled"
      role={severity === "error" ? "alert" : "status"}
      onClose={close}
      slotProps={{ closeButton: { title: translate("wandelwijs.requests.close"), "aria-label": translate("wandelwijs.requests.close") } }}
      sx={{ minWidth: { sm: 320 } }}
    >
      <AlertTitle>{translate(title)}</AlertTitle>
      {translate(message)}
    </Alert>
  );
};

/**
 * useRowOutcome gives a row action's mutation options: wait for the server, then the success
 * notice, or the failure alert (useFailureAlert).
 */
export function useRowOutcome() {
  const notify = useNotify();
  const alertFailure = useFailureAlert();
  return (success: string, failure: string) => ({
    mutationMode: "pessimistic" as const,
    onSuccess: () => notify(success, { type: "success" }),
    onError: (error: unknown) => alertFailure(failure, error),
  });
}

/** useFailureAlert alerts e.g. 'Fout bij publiceren: {server message or Onbekende fout}'. */
export function useFailureAlert() {
  const translate = useTranslate();
  return (key: string, error: unknown) =>
    window.alert(translate(key, { message: serverMessage(error) ?? translate("wandelwijs.common.unknownError") }));
}
