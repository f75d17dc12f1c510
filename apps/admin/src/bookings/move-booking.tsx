// An organiser moves a paid booking to another walk: one that is ahead, published, not
// called off and with room for its places. The dialog lists those, says what goes back
// when the new walk is cheaper, and for a dearer one moves it only without a further
// payment, once the organiser says so; the server checks it all again.
import MoveIcon from "@mui/icons-material/EventRepeat";
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useId, useState } from "react";
import { useGetList, useNotify, useRecordContext, useTranslate } from "react-admin";
import { moveBooking } from "./api";
import { WalkSelect, type TargetWalk } from "../shared/walk-select";
import { useCounted } from "../shared/counted";
import { useDialogCall } from "../shared/dialog-call";
import { moneyBackParts } from "../shared/money-back";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** MovableBooking is what moving reads of a booking. */
type MovableBooking = Pick<admin.Booking, "id" | "status" | "qty" | "subtotalCents" | "totalCents"> & {
  walk: Pick<admin.Booking["walk"], "id" | "dateStart">;
};

/** movable tells whether a booking can move at all: paid, and its walk still ahead. */
export const movable = (b: Pick<MovableBooking, "status" | "walk">, now = new Date()) =>
  b.status === "PAID" && new Date(b.walk.dateStart) > now;

type Moving = Pick<MovableBooking, "qty" | "subtotalCents" | "walk">;

/** targets are the other walks ahead with room for b, whatever they cost, soonest first. */
export function targets(b: Moving, walks: TargetWalk[], now = new Date()) {
  return walks
    .filter(
      (w) => w.id !== b.walk.id && w.published && !w.cancelledAt && new Date(w.dateStart) > now && w.bookingStats.availableSpots >= b.qty,
    )
    .sort((a, z) => a.dateStart.localeCompare(z.dateStart));
}

/** extra is what b would pay on top on w: 0 when w is not dearer. */
export const extra = (b: Moving, w: TargetWalk) => Math.max(0, w.priceCents * b.qty - b.subtotalCents);

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
  const titleId = useId();
  const [walkId, setWalkId] = useState("");
  const [withoutPayment, setWithoutPayment] = useState(false);
  const { run, pending, error, setError } = useDialogCall();
  const { data = [], isPending } = useGetList<TargetWalk>("walks", {
    pagination: { page: 1, perPage: 200 },
    sort: { field: "dateStart", order: "ASC" },
  });
  const options = targets(booking, data);
  const chosen = options.find((w) => w.id === walkId);
  const dearerBy = chosen ? extra(booking, chosen) : 0;
  const back = chosen && dearerBy === 0 ? moneyBack(booking, chosen.priceCents) : undefined;
  const t = (key: string, options?: object) => translate(`wandelwijs.bookings.${key}`, options);
  const move = () =>
    run(
      () => moveBooking(booking.id, walkId, dearerBy > 0 && withoutPayment),
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
              setWithoutPayment(false);
              setError(undefined);
            }}
            helperText={
              error ??
              (back
                ? t(`moveBack${moneyBackParts(back.card, back.voucher)}`, { card: formatEuro(back.card), voucher: formatEuro(back.voucher) })
                : dearerBy > 0
                  ? t("moveDearer", { extra: formatEuro(dearerBy) })
                  : " ")
            }
            error={!!error}
            disabled={isPending}
          />
        )}
        {dearerBy > 0 && (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={withoutPayment} onChange={(e) => setWithoutPayment(e.target.checked)} />}
            label={t("withoutPayment", { extra: formatEuro(dearerBy) })}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("keepWalk")}</Button>
        <Button variant="contained" disabled={!chosen || pending || (dearerBy > 0 && !withoutPayment)} onClick={move}>
          {t(dearerBy > 0 ? "confirmMoveWithoutPayment" : "confirmMove")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
