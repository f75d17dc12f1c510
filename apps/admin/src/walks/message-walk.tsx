// A message to everyone booked on a walk (a change of meeting point, the weather): one
// mail per address. The mail greets each person itself, so the dialog says so, warns about
// a greeting of the organiser's own and shows how the first person reads it.
import MailIcon from "@mui/icons-material/Mail";
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from "@mui/material";
import { useId, useState } from "react";
import { useNotify, useTranslate, type Identifier } from "react-admin";
import { messageWalk } from "./api";
import { fieldErrors, serverMessage } from "../shared/errors";

/** GREETING is how a message that greets on its own starts ("Beste allemaal,", "Hoi,"). */
const GREETING = /^(beste|hallo|hoi|hey|dag|lieve|geachte|goedemorgen|goedemiddag|goedenavond)\b/i;

export const MessageWalkButton = ({
  walkId,
  title,
  addresses,
  firstName,
}: {
  walkId: Identifier;
  title: string;
  addresses: number;
  /** firstName is the name of someone booked, to show the mail as they read it. */
  firstName: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const previewId = useId();
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      const { data } = await messageWalk(walkId, { subject: subject.trim(), body: body.trim() });
      setOpen(false);
      setSubject("");
      setBody("");
      notify("wandelwijs.messageWalk.sent", { type: "success", messageArgs: { smart_count: data.recipients } });
    } catch (err) {
      const fields = fieldErrors(err);
      setErrors(Object.keys(fields).length ? fields : { body: serverMessage(err) ?? translate("wandelwijs.common.unknownError") });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MailIcon />} onClick={() => setOpen(true)} disabled={addresses === 0}>
        {translate("wandelwijs.messageWalk.open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate("wandelwijs.messageWalk.title", { walk: title })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate("wandelwijs.messageWalk.intro", { smart_count: addresses })}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              label={translate("wandelwijs.messageWalk.subject")}
              value={subject}
              onChange={(e) => {
                setSubject(e.target.value);
                setErrors({});
              }}
              error={!!errors.subject}
              helperText={errors.subject}
              slotProps={{ htmlInput: { maxLength: 150 } }}
              required
              autoFocus
            />
            <TextField
              label={translate("wandelwijs.messageWalk.body")}
              value={body}
              onChange={(e) => {
                setBody(e.target.value);
                setErrors({});
              }}
              error={!!errors.body}
              helperText={errors.body}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
              multiline
              minRows={5}
              required
            />
            {!errors.body && (
              <Typography variant="body2" color="text.secondary">
                {translate("wandelwijs.messageWalk.bodyHelp")}
              </Typography>
            )}
            {GREETING.test(body.trim()) && (
              <Alert severity="warning">{translate("wandelwijs.messageWalk.greeting", { name: firstName })}</Alert>
            )}
            {body.trim() && (
              <Box component="section" aria-labelledby={previewId} sx={{ p: 2, bgcolor: "grey.100", borderRadius: 1 }}>
                <Typography id={previewId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  {translate("wandelwijs.messageWalk.preview", { name: firstName })}
                </Typography>
                <Typography variant="body2">{translate("wandelwijs.messageWalk.previewGreeting", { name: firstName })}</Typography>
                <Typography variant="body2" sx={{ my: 1, whiteSpace: "pre-line", overflowWrap: "break-word" }}>
                  {body.trim()}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate("wandelwijs.messageWalk.previewRest")}
                </Typography>
              </Box>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate("wandelwijs.messageWalk.close")}</Button>
          <Button variant="contained" disabled={subject.trim().length < 3 || body.trim().length < 10 || pending} onClick={send}>
            {translate("wandelwijs.messageWalk.send")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
