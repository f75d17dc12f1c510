// A walk's series: "Herhalen" makes a walk of each date (every week, two weeks or month,
// a number of times or until a day, or dates the organiser picks), "Kopiëren" a new single walk, and SeriesChip tells
// on the list which walks belong together.
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import RepeatIcon from "@mui/icons-material/Repeat";
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from "@mui/material";
import { useId, useState } from "react";
import {
  RadioButtonGroupInput,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from "react-admin";
import { copyWalk, repeatWalk, type Repetition } from "./api";
import { useDialogCall } from "../shared/dialog-call";
import { StatusChip, useFailureAlert } from "../shared/feedback";
import { editPath } from "../shared/resource-routes";
import { RULES } from "../shared/rules";

/** SeriesChip says how many walks the row's series has, or that it stands alone. */
export const SeriesChip = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  if (!walk) return null;
  if (!walk.seriesId) return <>{translate("wandelwijs.walks.single")}</>;
  return <StatusChip label={translate("wandelwijs.walks.series", { count: walk.seriesSize })} tone="neutral" />;
};

/** RepeatWalkButton opens the "Herhalen" dialog for the row's walk. */
export const RepeatWalkButton = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [every, setEvery] = useState<Repetition["every"] | "dates">("week");
  const [mode, setMode] = useState<"count" | "until">("count");
  const [count, setCount] = useState("4");
  const [until, setUntil] = useState("");
  const [day, setDay] = useState("");
  const [dates, setDates] = useState<string[]>([]);
  const { run, pending, error, setError } = useDialogCall();
  if (!walk) return null;
  const repetition: Repetition =
    every === "dates" ? { dates } : mode === "count" ? { every, count: Number(count) } : { every, until };
  const ready = every === "dates" ? dates.length > 0 : mode === "count" ? Number(count) >= 1 : until !== "";
  const addDay = () => {
    if (day !== "" && !dates.includes(day)) setDates([...dates, day].sort());
    setDay("");
    setError(undefined);
  };
  const repeat = () =>
    run(
      () => repeatWalk(walk.id, repetition),
      ({ data }) => {
        setOpen(false);
        notify("wandelwijs.repeatWalk.done", { type: "success", messageArgs: { count: data.length } });
      },
    );
  const t = (key: string, options?: Record<string, unknown>) => translate(`wandelwijs.repeatWalk.${key}`, options);
  return (
    <>
      <Button size="small" startIcon={<RepeatIcon />} onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t("title", { walk: walk.title })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("intro")}</DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              label={t("every")}
              value={every}
              onChange={(e) => {
                setEvery(e.target.value as Repetition["every"] | "dates");
                setError(undefined);
              }}
            >
              <MenuItem value="week">{t("everyWeek")}</MenuItem>
              <MenuItem value="2weeks">{t("every2Weeks")}</MenuItem>
              <MenuItem value="month">{t("everyMonth")}</MenuItem>
              <MenuItem value="dates">{t("chosenDates")}</MenuItem>
            </TextField>
            {every === "dates" ? (
              <ChosenDates
                day={day}
                dates={dates}
                error={error}
                onDay={setDay}
                onAdd={addDay}
                onRemove={(d) => {
                  setDates(dates.filter((x) => x !== d));
                  setError(undefined);
                }}
              />
            ) : (
              <>
                <RadioGroup row aria-label={t("mode")} value={mode} onChange={(e) => setMode(e.target.value as "count" | "until")}>
                  <FormControlLabel value="count" control={<Radio />} label={t("modeCount")} />
                  <FormControlLabel value="until" control={<Radio />} label={t("modeUntil")} />
                </RadioGroup>
                {mode === "count" ? (
                  <TextField
                    type="number"
                    label={t("count")}
                    value={count}
                    onChange={(e) => {
                      setCount(e.target.value);
                      setError(undefined);
                    }}
                    helperText={error ?? t("countHelp", { max: RULES.walk.seriesMaxDates })}
                    error={Boolean(error)}
                    slotProps={{ htmlInput: { min: 1, max: RULES.walk.seriesMaxDates, step: 1 } }}
                  />
                ) : (
                  <TextField
                    type="date"
                    label={t("until")}
                    value={until}
                    onChange={(e) => {
                      setUntil(e.target.value);
                      setError(undefined);
                    }}
                    helperText={error ?? t("countHelp", { max: RULES.walk.seriesMaxDates })}
                    error={Boolean(error)}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                )}
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("keep")}</Button>
          <Button variant="contained" disabled={!ready || pending} onClick={repeat}>
            {t("confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** ChosenDates is the "Gekozen data" part of the dialog: a day to add and the days chosen, each removable. */
const ChosenDates = ({
  day,
  dates,
  error,
  onDay,
  onAdd,
  onRemove,
}: {
  day: string;
  dates: string[];
  error?: string;
  onDay: (day: string) => void;
  onAdd: () => void;
  onRemove: (day: string) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`wandelwijs.repeatWalk.${key}`, options);
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          type="date"
          label={t("chosenDate")}
          value={day}
          onChange={(e) => onDay(e.target.value)}
          helperText={error ?? t("countHelp", { max: RULES.walk.seriesMaxDates })}
          error={Boolean(error)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" disabled={day === "" || dates.length >= RULES.walk.seriesMaxDates} onClick={onAdd}>
          {t("addDate")}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={t("chosenDates")} role="list">
        {dates.map((d) => (
          <Chip
            key={d}
            role="listitem"
            label={new Date(`${d}T12:00:00Z`).toLocaleDateString("nl-NL", { weekday: "short", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Amsterdam" })}
            onDelete={() => onRemove(d)}
          />
        ))}
      </Stack>
    </>
  );
};

/** CopyWalkButton makes a new single walk like the row's and opens it for editing. */
export const CopyWalkButton = () => {
  const walk = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const alertFailure = useFailureAlert();
  const [pending, setPending] = useState(false);
  if (!walk) return null;
  const copy = async () => {
    setPending(true);
    try {
      const { data } = await copyWalk(walk.id);
      notify("wandelwijs.copyWalk.done", { type: "success" });
      redirect(editPath("walks", data.id));
    } catch (err) {
      alertFailure("wandelwijs.copyWalk.failed", err);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="small" startIcon={<ContentCopyIcon />} disabled={pending} onClick={copy}>
      {translate("wandelwijs.copyWalk.open")}
    </Button>
  );
};

/** EditScope asks, on a walk of a series, whether a change is for this walk alone or also for the later ones. */
export const EditScope = () => (
  <RadioButtonGroupInput
    source="scope"
    label="wandelwijs.walkForm.scope"
    defaultValue="this"
    helperText="wandelwijs.walkForm.scopeHelp"
    choices={[
      { id: "this", name: "wandelwijs.walkForm.scopeThis" },
      { id: "following", name: "wandelwijs.walkForm.scopeFollowing" },
    ]}
  />
);
