import { LeafIcon } from "./icons";

/** Loading announces that content is on its way. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="loading" role="status">
      <span className="loading__leaf">
        <LeafIcon />
      </span>
      {label}
    </div>
  );
}
