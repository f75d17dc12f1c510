import { useEffect, useState, type RefObject } from "react";

/**
 * useFocusFirstInvalid returns a function that, after the next render, moves focus to the
 * first field of the form marked aria-invalid, so keyboard and screen reader users land
 * on what needs fixing.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>) {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, form]);
  return () => setRequest((n) => n + 1);
}
