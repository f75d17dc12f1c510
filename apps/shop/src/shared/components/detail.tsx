import type { ReactNode } from "react";

/** Detail is one labelled line of a details list (a dl). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
