// An organiser moves a paid booking to another walk: one that is ahead, published, not
// called off, not dearer per person and with room for its places. The dialog lists only
// those, says what goes back when the new walk is cheaper, and the server checks it all again.
import MoveIcon from "@mui/icons-material/EventRepeat";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useId, useState } from "react";
import { type RaRecord, useDataProvider, useGetList, useNotify, useRecordContext, useTranslate } from "react-admin";
import type { WandelwijsDataProvider } from "../shared/data-provider";
import { WalkSelect, type TargetWalk } from "../shared/walk-select";
import { useCounted } from "../shared/counted";
import { useDialogCall } from "../shared/dialog-call";

/** MovableBooking is what moving reads of a booking. */
interface MovableBooking extends RaRecord {
  status: string;
  qty: number;
  subtotalCents: number;
  totalCents: number;
  walk: { id: string; dateStart: string };
}

/** movable tells whether a booking can move at all: paid, and its walk still ahead. */
export const movable = (b: Pick<MovableBooking, "status" | "walk">, now = new Date()) =>
  b.status === "PAID" && new Date(b.walk.dateStart) > now;

/** targets are the walks b can move to, soonest first. */
export function targets(b: Pick<MovableBooking, "qty" | "subtotalCents" | "walk">, walks: TargetWalk[], now = new Date()) {
  return walks
    .filter(
      (w) =>
        w.id !== b.walk.id &&
        w.published &&
        !w.cancelledAt &&
        new Date(w.dateStart) > now &&
        w.priceCents * b.qty <= b.subtotalCents &&
        w.bookingStats.availableSpots >= b.qty,
    )
    .sort((a, z) => a.dateStart.localeCompare(z.dateStart));
}

/** moneyBack is what goes back when b moves to a walk of pricePerPerson: the card part first, the rest onto the voucher. */
export function moneyBack(b: Pick<MovableBooking, "qty" | "subtotalCents" | "totalCents">, pricePerPerson: number) {
  const diff = b.subtotalCents - b.qty * pricePerPerson;
  const card = Math.min(diff, b.totalCents);
  return { card, voucher: diff - card };
}

export const MoveBookingButton = () => {
  const booking = useRecordContext<MovableBooking>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!booking || !movable(booking)) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MoveIcon />} onClick={() => setOpen(true)}>
        {translate("wandelwijs.bookings.move")}
      </Button>
      {open && <MoveDialog booking={booking} onClose={() => setOpen(false)} />}
    </>
  );
};

const MoveDialog = ({ booking, onClose }: { booking: MovableBooking; onClose: () => void }) => {
  const translate = useTranslate();
  const counted = useCounted();
  const notify = useNotify();
  const dataProvider = useDataProvider<WandelwijsDataProvider>();
  const titleId = useId();
  const [walkId, setWalkId] = useState("");
  const { run, pending, error, setError } = useDialogCall();
  const { data = [], isPending } = useGetList<TargetWalk>("walks", {
    pagination: { page: 1, perPage: 200 },
    sort: { field: "dateStart", order: "ASC" },
  });
  const options = targets(booking, data);
  const chosen = options.find((w) => w.id === walkId);
  const back = chosen ? moneyBack(booking, chosen.priceCents) : undefined;
  const t = (key: string, options?: object) => translate(`wandelwijs.bookings.${key}`, options);
  const move = () =>
    run(
      () => dataProvider.moveBooking(booking.id, walkId),
      () => {
        onClose();
        notify("wandelwijs.bookings.moved", { type: "success" });
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("moveTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("moveIntro", { persons: counted("persons", booking.qty) })}</DialogContentText>
        {!isPending && options.length === 0 ? (
          <DialogContentText>{t("noTargets")}</DialogContentText>
        ) : (
          <WalkSelect
            label={t("moveTo")}
            walks={options}
            value={walkId}
            onChange={(id) => {
              setWalkId(id);
              setError(undefined);
            }}
            helperText={error ?? (back ? t("moveBack", { card: formatEuro(back.card), voucher: formatEuro(back.voucher) }) : " ")}
            error={!!error}
            disabled={isPending}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("keepWalk")}</Button>
        <Button variant="contained" disabled={!chosen || pending} onClick={move}>
          {t("confirmMove")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
