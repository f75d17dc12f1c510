// A row action's button that asks first: the confirmation dialog (confirm-dialog.tsx) loads
// when a button first asks, so the screens that show such buttons (the dashboard's refunds)
// do not load MUI's dialog before it is needed.
import { Button } from "@mui/material";
import { lazy, Suspense, useState } from "react";
import { useTranslate } from "react-admin";
import type { ConfirmActionProps } from "./confirm-dialog";

const ConfirmAction = lazy(async () => ({ default: (await import("./confirm-dialog")).ConfirmAction }));

interface ConfirmButtonProps extends Omit<ConfirmActionProps, "isOpen" | "confirm" | "onClose"> {
  /** label is the translation key of the button and of the dialog's confirm button. */
  label: string;
  /** pending disables the button while the action runs. */
  pending: boolean;
}

/** ConfirmButton is a row action's button: it asks first (ConfirmAction), then runs onConfirm. */
export const ConfirmButton = ({ label, pending, icon: Icon, danger = false, onConfirm, ...dialog }: ConfirmButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // asked: the dialog has been opened once, so it is loaded and stays mounted (it fades out).
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Button
        size="small"
        color={danger ? "error" : "primary"}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        disabled={pending}
        startIcon={<Icon />}
      >
        {translate(label)}
      </Button>
      {asked && (
        <Suspense>
          <ConfirmAction
            {...dialog}
            isOpen={open}
            confirm={label}
            icon={Icon}
            danger={danger}
            onConfirm={() => {
              setOpen(false);
              onConfirm();
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};
