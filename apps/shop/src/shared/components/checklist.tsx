import type { ReactNode } from "react";

/** Checklist is a short list of practical points, each behind a check mark. */
export function Checklist({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="checklist">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
