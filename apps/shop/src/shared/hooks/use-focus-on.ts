import { useEffect, useRef } from "react";

/** useFocusOn moves focus to (and scrolls to) the element of ref once when is true. */
export function useFocusOn<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!when) return;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, [when]);
  return ref;
}
