import type { ReactNode } from "react";
import { useFocusMessage } from "../hooks/use-focus-message";

interface BannerProps {
  tone: "success" | "error";
  children: ReactNode;
  /** focus: the banner is a form's answer; it takes focus and scrolls into view when it appears. */
  focus?: boolean;
}

/**
 * Banner is a message above a form or page section. An error is announced at once
 * (role alert); a success politely (role status).
 */
export function Banner({ tone, children, focus = false }: BannerProps) {
  const ref = useFocusMessage<HTMLDivElement>(typeof children === "string" ? children : null, focus);
  return (
    <div ref={ref} className={`banner banner--${tone}`} role={tone === "error" ? "alert" : "status"} tabIndex={focus ? -1 : undefined}>
      {children}
    </div>
  );
}
