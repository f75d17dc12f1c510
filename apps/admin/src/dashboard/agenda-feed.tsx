// The organisers' private calendar feed: its URL to subscribe to, and renewing it.
import { Button, Stack, TextField, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useNotify, useTranslate } from "react-admin";
import { agendaFeed, renewAgendaFeed } from "./api";
import { SectionCard } from "../shared/section-card";

export const AgendaFeed = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [url, setUrl] = useState("");
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let live = true;
    agendaFeed().then(
      (feed) => {
        if (live) setUrl(feed.url);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const renew = async () => {
    setPending(true);
    try {
      setUrl((await renewAgendaFeed()).url);
      notify("wandelwijs.agendaFeed.renewed", { type: "success" });
    } catch {
      notify("wandelwijs.common.unknownError", { type: "error" });
    } finally {
      setPending(false);
    }
  };
  return (
    <SectionCard id={titleId} title={translate("wandelwijs.agendaFeed.title")} sx={{ mt: 3 }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate("wandelwijs.agendaFeed.intro")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} alignItems={{ sm: "center" }}>
        <TextField
          label={translate("wandelwijs.agendaFeed.label")}
          value={url}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button variant="outlined" onClick={renew} disabled={pending || url === ""} sx={{ flexShrink: 0 }}>
          {translate("wandelwijs.agendaFeed.renew")}
        </Button>
      </Stack>
    </SectionCard>
  );
};
