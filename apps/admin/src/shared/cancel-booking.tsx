// An organiser calls off one booking that holds places (a suspicious one, a mistake):
// a dialog asks for the reason the customer will read and whether their money goes back.
import CancelIcon from "@mui/icons-material/EventBusy";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Tooltip,
  Typography,
} from "@mui/material";
import { useId, useState } from "react";
import { type RaRecord, useNotify, useRecordContext, useTranslate } from "react-admin";
import { formatEuro } from "@wandelwijs/format/money";
import { cancelBooking } from "./bookings-api";
import { useRoomyList } from "./responsive";
import { useCounted } from "./counted";
import { useDialogCall } from "./dialog-call";
import { moneyBackParts } from "./money-back";
import { REASON_MAX, REASON_MIN, ReasonField } from "./reason-field";


/** BookingRow is what the dialog reads of a row of GET /bookings. */
interface BookingRow extends RaRecord {
  status: string;
  qty: number;
  totalCents?: number;
  voucherUsedCents?: number;
  guestName?: string | null;
  user?: { name: string } | null;
  walk?: { title?: string; dateStart?: string };
}

/** cancellable tells whether an organiser may call a booking off: it holds places and its walk is ahead. */
export function cancellable(booking: Pick<BookingRow, "status" | "walk">, now = new Date()) {
  const start = booking.walk?.dateStart ? new Date(booking.walk.dateStart) : undefined;
  return (booking.status === "PAID" || booking.status === "PENDING") && !!start && start > now;
}

export const CancelBookingButton = () => {
  const booking = useRecordContext<BookingRow>();
  const translate = useTranslate();
  const counted = useCounted();
  const notify = useNotify();
  const titleId = useId();
  const roomy = useRoomyList();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [refund, setRefund] = useState(true);
  const [customerAsked, setCustomerAsked] = useState(false);
  const whoId = useId();
  const { run, pending, error, setError } = useDialogCall();
  if (!booking || !cancellable(booking)) return null;
  const cancel = () =>
    run(
      () => cancelBooking(booking.id, { refund, reason: reason.trim(), customerAsked }),
      () => {
        setOpen(false);
        notify("wandelwijs.bookings.cancelled", { type: "success" });
      },
    );
  const tooShort = reason.trim().length < REASON_MIN;
  const paid = booking.status === "PAID";
  const card = booking.totalCents ?? 0;
  const voucher = booking.voucherUsedCents ?? 0;
  // Only the parts that were paid are named; a free booking has no money to send back.
  const parts = moneyBackParts(card, voucher);
  return (
    <>
      {roomy ? (
        <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
          {translate("wandelwijs.bookings.cancel")}
        </Button>
      ) : (
        // Below 1200 px the table has no room for the label: the icon, named for screen readers and on hover.
        <Tooltip title={translate("wandelwijs.bookings.cancel")}>
          <IconButton size="small" color="error" aria-label={translate("wandelwijs.bookings.cancel")} onClick={() => setOpen(true)}>
            <CancelIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate("wandelwijs.bookings.confirmTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate("wandelwijs.bookings.confirmContent", {
              name: booking.user?.name ?? booking.guestName ?? "",
              persons: counted("persons", booking.qty),
              walk: booking.walk?.title ?? "",
            })}
          </DialogContentText>
          <FormControl sx={{ mb: 2 }}>
            <FormLabel id={whoId}>{translate("wandelwijs.bookings.who")}</FormLabel>
            <RadioGroup
              aria-labelledby={whoId}
              value={customerAsked ? "customer" : "us"}
              onChange={(e) => setCustomerAsked(e.target.value === "customer")}
            >
              <FormControlLabel value="us" control={<Radio />} label={translate("wandelwijs.bookings.weCancel")} />
              <FormControlLabel value="customer" control={<Radio />} label={translate("wandelwijs.bookings.customerAsked")} />
            </RadioGroup>
          </FormControl>
          <ReasonField
            label={translate("wandelwijs.bookings.reason")}
            help={translate("wandelwijs.bookings.reasonHelp", { min: REASON_MIN, max: REASON_MAX })}
            error={error}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setError(undefined);
            }}
            minRows={3}
            fullWidth
          />
          {paid && parts === "None" && <Typography sx={{ mt: 1 }}>{translate("wandelwijs.bookings.free")}</Typography>}
          {paid && parts !== "None" && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={refund} onChange={(e) => setRefund(e.target.checked)} />}
              label={translate(`wandelwijs.bookings.refund${parts}`, { card: formatEuro(card), voucher: formatEuro(voucher) })}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate("wandelwijs.bookings.keep")}</Button>
          <Button color="error" variant="contained" disabled={tooShort || pending} onClick={cancel}>
            {translate("wandelwijs.bookings.confirmCancel")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
