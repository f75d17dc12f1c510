// Choosing a walk in a dialog (moving a booking, the booking desk): a native list, so a
// phone shows its own picker and every walk is within reach of the keyboard.
import { TextField } from "@mui/material";
import { formatEuro } from "@wandelwijs/format/money";
import { useTranslate } from "react-admin";
import { formatShortDateTime } from "./fields";
import type * as admin from "@wandelwijs/api-client/generated/admin";

/** TargetWalk is what choosing reads of a walk in the walks list. */
export type TargetWalk = Pick<admin.Walk, "id" | "title" | "dateStart" | "priceCents" | "published" | "cancelledAt"> & {
  bookingStats: Pick<admin.BookingStats, "availableSpots">;
};

interface WalkSelectProps {
  label: string;
  walks: TargetWalk[];
  value: string;
  onChange: (walkId: string) => void;
  /** helperText is the error when error, else a hint; " " keeps the line's height. */
  helperText: string;
  error: boolean;
  disabled: boolean;
}

/** WalkSelect lists walks as "title · when · price p.p. · free places". */
export const WalkSelect = ({ label, walks, value, onChange, helperText, error, disabled }: WalkSelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      error={error}
      disabled={disabled}
      fullWidth
      required
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{translate("wandelwijs.bookings.chooseWalk")}</option>
      {walks.map((w) => (
        <option key={w.id} value={w.id}>
          {translate("wandelwijs.bookings.targetLine", {
            title: w.title,
            when: formatShortDateTime(w.dateStart),
            price: formatEuro(w.priceCents),
            free: w.bookingStats.availableSpots,
          })}
        </option>
      ))}
    </TextField>
  );
};
