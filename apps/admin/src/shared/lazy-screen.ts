// A resource's screens load when first shown: the back office's first load carries the
// dashboard and react-admin's frame, not every list and form. react-admin's layout shows its
// loading indicator (a Suspense boundary) while a screen's chunk arrives.
import { lazy, type ComponentType } from "react";

/** lazyScreen is the named screen component of a module, loaded on first render. */
export const lazyScreen = <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
