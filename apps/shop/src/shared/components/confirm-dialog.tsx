import type { ReactNode } from "react";
import { Modal, type ModalType } from "./modal";
import "./confirm-dialog.css";
import { tCommon } from "../i18n/common";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** confirmLabel names the action, e.g. "Ja, annuleren". */
  confirmLabel: string;
  /** cancelLabel names keeping things as they are, e.g. "Nee, behouden". */
  cancelLabel: string;
  onConfirm: () => void;
  /** onCancel runs for the cancel button, Escape, the backdrop and the close button. */
  onCancel: () => void;
  /** busy disables both choices while the confirmed action runs; the dialog cannot be closed then. */
  busy?: boolean;
  /** busyLabel replaces confirmLabel while busy. */
  busyLabel?: string;
  /** type sets the accent: "error" for something that cannot be undone. */
  type?: ModalType;
}

/**
 * ConfirmDialog asks a yes-or-no question in the shared Modal: two buttons, the safe choice
 * first. Escape, the backdrop and the close button count as the safe choice.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  busyLabel = tCommon("busy"),
  type = "info",
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={busy ? () => {} : onCancel} title={title} message={message} type={type} size="sm">
      <div className="confirm-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={type === "error" ? "btn btn--danger" : "btn btn--primary"}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
