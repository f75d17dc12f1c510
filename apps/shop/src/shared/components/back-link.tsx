import { Link } from "react-router";

/** BackLink is a link back, e.g. to all walks, behind an arrow that screen readers skip. */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link className={className} to={to}>
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
}
