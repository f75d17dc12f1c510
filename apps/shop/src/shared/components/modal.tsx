import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import "./modal.css";
import { tCommon } from "../i18n/common";

/** ModalType sets the dialog's accent and icon (spec 1, shared dialogs). */
export type ModalType = "success" | "error" | "info";

/** ModalSize is the dialog's maximum width. */
export type ModalSize = "sm" | "md" | "lg" | "xl";

/** ModalOptions are what a dialog is opened with: title, message, type and auto-close duration. */
export interface ModalOptions {
  title: string;
  message?: ReactNode;
  type?: ModalType;
  size?: ModalSize;
  /** autoCloseMs closes the dialog by itself after this many milliseconds; without it the dialog stays. */
  autoCloseMs?: number;
}

interface ModalProps extends ModalOptions {
  open: boolean;
  onClose: () => void;
  /** children are shown under the message, e.g. extra text or buttons. */
  children?: ReactNode;
}

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

/**
 * Modal is the shared dialog. While open it locks page scrolling, makes the page behind it
 * inert, keeps keyboard focus inside, and closes on Escape, a backdrop click, the close
 * button or, when given, after autoCloseMs. Focus returns to where it was.
 */
export function Modal({ open, ...dialog }: ModalProps) {
  if (!open) return null;
  return createPortal(<ModalDialog {...dialog} />, document.body);
}

function ModalDialog({ onClose, title, message, type = "info", size = "md", autoCloseMs, children }: Omit<ModalProps, "open">) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest onClose, so a parent re-rendering with a new function does not restart the timer.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Only a click that starts and ends on the backdrop closes the dialog, not a text
  // selection dragged out of it.
  const pressedOnBackdrop = useRef(false);

  useScrollLock();
  useModalFocus(dialogRef, closeRef);

  // Escape closes the dialog wherever focus is.
  useEffect(() => {
    function onEscape(event: globalThis.KeyboardEvent) {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onCloseRef.current();
    }
    document.addEventListener("keydown", onEscape);
    return () => document.removeEventListener("keydown", onEscape);
  }, []);

  useEffect(() => {
    if (!autoCloseMs) return;
    const timer = window.setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Tab" || !dialogRef.current) return;
    // Keep Tab and Shift+Tab inside the dialog.
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className="modal-backdrop"
      data-testid="modal-backdrop"
      onMouseDown={(event: MouseEvent) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event: MouseEvent) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size} modal--${type}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <span className="modal__icon" aria-hidden="true">
            <TypeIcon type={type} />
          </span>
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="modal__close" onClick={onClose} aria-label={tCommon("close")}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {message && (
          <div id={messageId} className="modal__message">
            {message}
          </div>
        )}
        {children && <div className="modal__body">{children}</div>}
        {autoCloseMs ? (
          <div className="modal__timer" aria-hidden="true">
            <span style={{ animationDuration: `${autoCloseMs}ms` }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function TypeIcon({ type }: { type: ModalType }) {
  const common = {
    viewBox: "0 0 24 24",
    width: 24,
    height: 24,
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    focusable: "false" as const,
  };
  if (type === "success") {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="9" />
        <path d="M8 12.5l2.8 2.8L16.5 9.5" />
      </svg>
    );
  }
  if (type === "error") {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </svg>
  );
}

/** useScrollLock stops the page behind an open dialog from scrolling, without a layout jump. */
function useScrollLock() {
  useEffect(() => {
    const body = document.body;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}

/**
 * useModalFocus makes everything beside the dialog's portal inert, moves focus into the
 * dialog, and on close gives the page back and returns focus to where it was.
 */
function useModalFocus(dialogRef: RefObject<HTMLDivElement | null>, initial: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = dialogRef.current?.parentElement;
    const made: Element[] = [];
    for (const sibling of host ? document.body.children : []) {
      if (sibling === host || sibling.hasAttribute("inert") || sibling.tagName === "SCRIPT") continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
    (initial.current ?? dialogRef.current)?.focus();
    return () => {
      made.forEach((element) => element.removeAttribute("inert"));
      if (previous?.isConnected) previous.focus();
    };
  }, [dialogRef, initial]);
}

/**
 * useModal holds one dialog's options: show() opens it, close() closes it. Render
 * <Modal {...modal.props} /> once where the dialog belongs.
 */
export function useModal() {
  const [options, setOptions] = useState<ModalOptions | null>(null);
  const close = useCallback(() => setOptions(null), []);
  return {
    isOpen: options !== null,
    show: setOptions,
    close,
    props: { ...(options ?? { title: "" }), open: options !== null, onClose: close },
  };
}
