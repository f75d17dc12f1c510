import type { MouseEvent, ReactNode } from "react";

interface BusySubmitButtonProps {
  busy: boolean;
  /** busyLabel is the text while busy, e.g. 'Verzenden...'. */
  busyLabel: ReactNode;
  className: string;
  children: ReactNode;
}

/**
 * BusySubmitButton submits its form. While busy it reads busyLabel and ignores clicks, but
 * stays focusable, so keyboard focus does not fall back to the page.
 */
export function BusySubmitButton({ busy, busyLabel, className, children }: BusySubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event: MouseEvent) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
