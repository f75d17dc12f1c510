// The one call a dialog makes (cancel a booking, move it, call a walk off): pending while
// it runs; then the page reloads, or the dialog shows why it failed.
import { useState } from "react";
import { useRefresh, useTranslate } from "react-admin";
import { serverMessage } from "./errors";

/**
 * useDialogCall runs a dialog's call: on success done gets its answer and the page
 * reloads; on failure error is the server's message, or a general one.
 */
export function useDialogCall() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const run = async <T>(call: () => Promise<T>, done: (answer: T) => void) => {
    setPending(true);
    try {
      done(await call());
      refresh();
    } catch (err) {
      setError(serverMessage(err) ?? translate("wandelwijs.common.unknownError"));
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error, setError };
}
