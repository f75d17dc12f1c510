// A resource's screens load when first shown: the back office's first load carries the
// dashboard and react-admin's frame, not every list and form. react-admin's layout shows its
// loading indicator (a Suspense boundary) while a screen's chunk arrives.
import { lazy, type ComponentType } from "react";

const loaders: (() => Promise<unknown>)[] = [];

/** lazyScreen is the named screen component of a module, loaded on first render. */
export const lazyScreen = <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) => {
  loaders.push(load);
  return lazy(async () => ({ default: (await load())[name] }));
};

/** loadScreens loads the module of every screen made so far, so none waits for it when first shown. */
export const loadScreens = () => Promise.all(loaders.map((load) => load()));
