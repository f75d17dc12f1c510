import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * useAppRunning tells whether the page is rendered by the running app (true) or into the
 * first screen the build renders for the page's HTML (false; src/app/first-screen.tsx),
 * where a control works only if it works without script.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
