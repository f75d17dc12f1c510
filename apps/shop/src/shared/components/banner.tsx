import type { ReactNode } from "react";

/**
 * Banner is a message above a form or page section. An error is announced at once
 * (role alert); a success politely (role status).
 */
export function Banner({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <div className={`banner banner--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
