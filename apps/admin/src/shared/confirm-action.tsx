// The confirmation before a row action: react-admin's Confirm with icons that match its
// buttons (a cross on 'Annuleren', the action's own icon on the confirm button) instead of
// its defaults (a warning sign on cancel, a check mark on confirm).
import CloseIcon from "@mui/icons-material/Close";
import { Button } from "@mui/material";
import { useState, type ComponentType } from "react";
import { Confirm, useTranslate } from "react-admin";

interface ConfirmActionProps {
  isOpen: boolean;
  /** title, content and confirm are translation keys; translateOptions fill them in. */
  title: string;
  content: string;
  confirm: string;
  translateOptions?: Record<string, unknown>;
  /** icon is the action's own icon, the one on the button that opened the dialog. */
  icon: ComponentType;
  /** danger colours the confirm button red (deleting); otherwise it is the primary green. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export const ConfirmAction = ({ icon, danger = false, ...props }: ConfirmActionProps) => (
  <Confirm {...props} confirmColor={danger ? "warning" : "primary"} ConfirmIcon={icon} CancelIcon={CloseIcon} />
);

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
  return (
    <>
      <Button
        size="small"
        color={danger ? "error" : "primary"}
        onClick={() => setOpen(true)}
        disabled={pending}
        startIcon={<Icon />}
      >
        {translate(label)}
      </Button>
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
    </>
  );
};
