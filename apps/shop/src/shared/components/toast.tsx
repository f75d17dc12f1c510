import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent } from "react";
import { createRoot, type Root } from "react-dom/client";
import "./toast.css";
import { tCommon } from "../i18n/common";

/** ToastKind sets a toast's colour, icon and how urgently it is announced (spec 1, shared dialogs). */
export type ToastKind = "success" | "error" | "info";

/** TOAST_DEFAULT_MS is how long a toast stays without a duration of its own. */
export const TOAST_DEFAULT_MS = 5000;

export interface ToastOptions {
  message: string;
  kind?: ToastKind;
  title?: string;
  /** durationMs closes the toast by itself after this long; 0 keeps it until it is dismissed. */
  durationMs?: number;
}

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  title?: string;
  durationMs: number;
}

// One list of toasts for the whole app, outside React, so any page or event handler can
// show one and it survives a navigation.
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** showToast stacks a toast under the earlier ones and returns its id. */
export function showToast({ message, kind = "info", title, durationMs = TOAST_DEFAULT_MS }: ToastOptions): number {
  const id = nextId++;
  toasts = [...toasts, { id, message, kind, title, durationMs }];
  ensureToaster();
  emit();
  return id;
}

/** dismissToast removes one toast. */
export function dismissToast(id: number) {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

// The toasts need a place on the page. A <Toaster /> rendered by the app is used when there
// is one; otherwise the first toast mounts one of its own at the end of <body>, so pages can
// use toasts without the first page load carrying this code.
let mountedToasters = 0;
let ownRoot: { root: Root; host: HTMLElement } | null = null;

function ensureToaster() {
  if (mountedToasters > 0 || ownRoot || typeof document === "undefined") return;
  const host = document.createElement("div");
  host.dataset.toaster = "";
  document.body.append(host);
  ownRoot = { root: createRoot(host), host };
  ownRoot.root.render(<Toaster />);
}

/** resetToasts removes every toast and the toaster mounted by showToast (for tests). */
export function resetToasts() {
  toasts = [];
  emit();
  if (ownRoot) {
    const { root, host } = ownRoot;
    ownRoot = null;
    root.unmount();
    host.remove();
  }
}

/** useToasts is the current list of toasts, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}

/**
 * Toaster shows the stacked toasts in the page's corner. Successes and information are
 * announced politely (role status), errors at once (role alert).
 */
export function Toaster() {
  const list = useToasts();
  useEffect(() => {
    mountedToasters++;
    return () => {
      mountedToasters--;
    };
  }, []);
  // No empty landmark while there is nothing to show; each toast is a live region of its own.
  if (list.length === 0) return null;
  return (
    <section className="toaster" aria-label={tCommon("toasts")}>
      <div className="toaster__list">
        {list.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { id, kind, title, message, durationMs } = toast;
  // The countdown pauses while the pointer or keyboard focus is on the toast, so there is
  // time to read it (WCAG 2.2.1); it continues with the time that was left.
  const remaining = useRef(durationMs);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  function start() {
    if (durationMs <= 0 || timer.current !== undefined) return;
    startedAt.current = Date.now();
    timer.current = window.setTimeout(() => dismissToast(id), remaining.current);
  }

  function pause() {
    if (timer.current === undefined) return;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }

  useEffect(() => {
    start();
    return pause;
    // start and pause only read refs: the timer belongs to this toast for its whole life.
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      dismissToast(id);
    }
  }

  return (
    <div
      className={`toast toast--${kind}`}
      role={kind === "error" ? "alert" : "status"}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
      onKeyDown={onKeyDown}
    >
      <span className="toast__icon" aria-hidden="true" />
      <div className="toast__text">
        {title && <p className="toast__title">{title}</p>}
        <p className="toast__message">{message}</p>
      </div>
      <button type="button" className="toast__close" onClick={() => dismissToast(id)} aria-label={tCommon("closeToast")}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
