// The booking desk: an organiser books a customer by phone or face to face on a walk
// with room, paid by a mailed payment link, already paid outside Mollie, or free. The
// server applies the shop's rules and says why it refuses.
import AddIcon from "@mui/icons-material/Add";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from "@mui/material";
import { useId, useState, type FormEvent } from "react";
import { useGetList, useNotify, useTranslate } from "react-admin";
import { DESK_PAYMENTS, deskBooking, type DeskOrder } from "./bookings-api";
import { useDialogCall } from "./dialog-call";
import { fieldErrors } from "./errors";
import { RULES } from "./rules";
import { WalkSelect, type TargetWalk } from "./walk-select";

/** bookable are the walks a desk booking can go on, soonest first: ahead, published, not called off, with room. */
export function bookable(walks: TargetWalk[], now = new Date()) {
  return walks
    .filter((w) => w.published && !w.cancelledAt && new Date(w.dateStart) > now && w.bookingStats.availableSpots > 0)
    .sort((a, z) => a.dateStart.localeCompare(z.dateStart));
}

/** DeskBookingButton opens the booking desk, on walkId when given (a walk's participants page). */
export const DeskBookingButton = ({ walkId }: { walkId?: string }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate("wandelwijs.bookings.desk")}
      </Button>
      {open && <DeskDialog walkId={walkId} onClose={() => setOpen(false)} />}
    </>
  );
};

const DeskDialog = ({ walkId, onClose }: { walkId?: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const t = (key: string, options?: object) => translate(`wandelwijs.bookings.${key}`, options);
  const [order, setOrder] = useState<DeskOrder>({ walkId: walkId ?? "", qty: 1, name: "", email: "", phone: "", payment: "link" });
  const [fields, setFields] = useState<Record<string, string>>({});
  const { run, pending, error, setError } = useDialogCall();
  const { data = [], isPending } = useGetList<TargetWalk>("walks", {
    pagination: { page: 1, perPage: 200 },
    sort: { field: "dateStart", order: "ASC" },
  });
  const walks = bookable(data);
  const set = (change: Partial<DeskOrder>) => {
    setOrder((o) => ({ ...o, ...change }));
    setError(undefined);
  };
  const book = (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    run(
      () =>
        deskBooking(order).catch((err: unknown) => {
          setFields(fieldErrors(err));
          throw err;
        }),
      () => {
        onClose();
        notify(order.payment === "link" ? "wandelwijs.bookings.deskLinkSent" : "wandelwijs.bookings.deskMade", { type: "success" });
      },
    );
  };
  const field = (name: "name" | "email" | "phone", serverName: string, label: string, type = "text") => (
    <TextField
      label={t(label)}
      type={type}
      value={order[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={!!fields[serverName]}
      helperText={fields[serverName] ?? " "}
      required
      fullWidth
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={book} noValidate>
        <DialogTitle id={titleId}>{t("deskTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("deskIntro")}</DialogContentText>
          <Stack spacing={1}>
            <WalkSelect
              label={t("deskWalk")}
              walks={walks}
              value={order.walkId}
              onChange={(id) => set({ walkId: id })}
              error={!!fields.walkId}
              helperText={fields.walkId ?? " "}
              disabled={isPending}
            />
            <TextField
              label={t("deskQty")}
              type="number"
              value={order.qty}
              onChange={(e) => set({ qty: Number(e.target.value) })}
              error={!!fields.qty}
              helperText={fields.qty ?? " "}
              slotProps={{ htmlInput: { min: 1, max: RULES.booking.maxPersons } }}
              required
              fullWidth
            />
            {field("name", "guestName", "deskName")}
            {field("email", "guestEmail", "deskEmail", "email")}
            {field("phone", "guestPhone", "deskPhone", "tel")}
            <FormControl error={!!fields.payment}>
              <FormLabel id={`${titleId}-payment`}>{t("deskPayment")}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-payment`}
                value={order.payment}
                onChange={(e) => set({ payment: e.target.value as DeskOrder["payment"] })}
              >
                {DESK_PAYMENTS.map((p) => (
                  <FormControlLabel key={p} value={p} control={<Radio />} label={t(`deskPayments.${p}`, { hours: RULES.booking.deskHoldHours })} />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
          {error && (
            <DialogContentText role="alert" sx={{ color: "error.main", mt: 1 }}>
              {error}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("deskKeep")}</Button>
          <Button type="submit" variant="contained" disabled={!order.walkId || pending}>
            {t("deskCreate")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
