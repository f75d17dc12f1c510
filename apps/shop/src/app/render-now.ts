import { flushSync } from "react-dom";

/**
 * renderNow is the RouterProvider's flushSync: a navigation asked for with { flushSync: true }
 * renders at once, as react-router/dom's RouterProvider does. Logging out relies on it.
 */
export const renderNow = (fn: () => unknown) => void flushSync(fn);
