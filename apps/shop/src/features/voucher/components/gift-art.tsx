// Decorations of the voucher pages. They sit next to text, so screen readers skip them.

import { Icon } from "../../../shared/components/icons";

/** GiftIcon is a wrapped present, in the line style of the shared icons. */
export function GiftIcon() {
  return (
    <Icon>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5v7.5h14v-7.5M12 8.5V20" />
      <path d="M12 8.5c-1.5-3.5-5.5-4.5-6-2s3 2 6 2zM12 8.5c1.5-3.5 5.5-4.5 6-2s-3 2-6 2z" />
    </Icon>
  );
}

/** Bow is the ribbon bow on the voucher card's corner. */
export function Bow({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 80 64" aria-hidden="true" focusable="false">
      <path d="M40 30C28 8 6 6 8 22s20 14 32 8z" fill="#f5c95a" />
      <path d="M40 30C52 8 74 6 72 22s-20 14-32 8z" fill="#f5c95a" />
      <path d="M40 30c-6 10-12 22-16 32l8-2 8-30zM40 30c6 10 12 22 16 32l-8-2-8-30z" fill="#e0a93a" />
      <circle cx="40" cy="30" r="6.5" fill="#e0a93a" />
    </svg>
  );
}
