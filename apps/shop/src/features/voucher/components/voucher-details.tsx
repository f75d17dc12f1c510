import type { ReactNode } from "react";

/** Detail is one label and value of a voucher's details list. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
