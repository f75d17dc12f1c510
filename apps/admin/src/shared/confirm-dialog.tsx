// The confirmation before a row action: react-admin's Confirm with icons that match its
// buttons (a cross on 'Annuleren', the action's own icon on the confirm button) instead of
// its defaults (a warning sign on cancel, a check mark on confirm). confirm-action.tsx loads
// it when a button first asks.
import CloseIcon from "@mui/icons-material/Close";
import type { ComponentType } from "react";
import { Confirm } from "react-admin";

export interface ConfirmActionProps {
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
