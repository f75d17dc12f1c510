import { useEffect, useRef } from "react";

/**
 * useFocusMessage returns a ref for a form's success or error message: when the message
 * appears (or its text changes), focus moves to it and it is scrolled into view, so that
 * nobody is left on a page scrolled past the answer with focus on the page's body.
 */
export function useFocusMessage<E extends HTMLElement>(text: unknown, enabled = true) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "center" });
  }, [text, enabled]);
  return ref;
}
