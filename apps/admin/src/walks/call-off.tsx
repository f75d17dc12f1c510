// Calling a walk off (a storm, an illness): a dialog says how many people and how many
// euros it affects before it goes, asks the reason everyone reads in their mail and an
// optional personal message, and then cancels and refunds every booking at once.
import EventBusyIcon from "@mui/icons-material/EventBusy";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useId, useState } from "react";
import { useNotify, useTranslate, type Identifier } from "react-admin";
import { callOff } from "./api";
import { useCounted } from "../shared/counted";
import { useDialogCall } from "../shared/dialog-call";
import { REASON_MAX, REASON_MIN, ReasonField } from "../shared/reason-field";

/** MESSAGE_MAX bounds the personal message, as the server does. */
export const MESSAGE_MAX = 2000;

/** Affected is what calling the walk off touches: bookings, persons, and money back. */
export interface Affected {
  bookings: number;
  persons: number;
  totalCents: number;
  voucherCents: number;
}

export const CallOffButton = ({ walkId, title, affected }: { walkId: Identifier; title: string; affected: Affected }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const counted = useCounted();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState("");
  const { run, pending, error, setError } = useDialogCall();
  const cancel = () =>
    run(
      () => callOff(walkId, { reason: reason.trim(), message: message.trim() }),
      ({ data }) => {
        setOpen(false);
        notify("wandelwijs.callOff.done", {
          type: "success",
          messageArgs: {
            bookings: counted("bookings", data.cancelledBookings),
            choices: counted("bookings", data.choicesOffered),
            mails: counted("mails", data.mailsQueued),
          },
        });
      },
    );
  return (
    <>
      <Button color="error" variant="outlined" size="small" startIcon={<EventBusyIcon />} onClick={() => setOpen(true)}>
        {translate("wandelwijs.callOff.open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate("wandelwijs.callOff.title", { walk: title })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate("wandelwijs.callOff.affected", {
              bookings: counted("bookings", affected.bookings),
              persons: counted("persons", affected.persons),
              card: formatEuro(affected.totalCents),
              voucher: formatEuro(affected.voucherCents),
            })}
          </DialogContentText>
          <Stack spacing={2}>
            <ReasonField
              label={translate("wandelwijs.callOff.reason")}
              help={translate("wandelwijs.callOff.reasonHelp", { min: REASON_MIN, max: REASON_MAX })}
              error={error}
              value={reason}
              onChange={(v) => {
                setReason(v);
                setError(undefined);
              }}
              minRows={2}
            />
            <TextField
              label={translate("wandelwijs.callOff.message")}
              helperText={translate("wandelwijs.callOff.messageHelp")}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate("wandelwijs.callOff.keep")}</Button>
          <Button color="error" variant="contained" disabled={reason.trim().length < REASON_MIN || pending} onClick={cancel}>
            {translate("wandelwijs.callOff.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
