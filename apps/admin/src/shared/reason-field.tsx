import { TextField } from "@mui/material";

/** REASON_MIN and REASON_MAX bound an organiser's reason (calling a walk or a booking off), as the server does. */
export const REASON_MIN = 5;
export const REASON_MAX = 500;

/** ReasonField is the required reason of an organiser's cancellation, the one every customer reads in their mail. */
export function ReasonField(props: {
  label: string;
  help: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  minRows: number;
  fullWidth?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      helperText={props.error ?? props.help}
      error={!!props.error}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      multiline
      minRows={props.minRows}
      fullWidth={props.fullWidth}
      required
      autoFocus
    />
  );
}
