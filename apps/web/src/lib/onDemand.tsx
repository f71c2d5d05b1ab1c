import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** Code that loads the first time it is needed, and is at hand at once after. */
export interface OnDemand<T> {
  /** Starts the load (once; again after a failure) and resolves with the loaded value. */
  preload: () => Promise<T>;
  /** The loaded value, once the load has finished. */
  current: () => T | undefined;
}

/** Wraps a dynamic import so it runs once, on first need. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    preload: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          // A failed chunk (a deploy, the network) is tried again the next time it is needed.
          pending = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * The value of an on-demand load, starting it when `when` is true; undefined until it has loaded.
 * Unlike `React.lazy` under `<Suspense>`, the loaded code shows in the render right after the load:
 * React 19 holds back a Suspense boundary's reveal for up to 300 ms after its fallback showed, which
 * made the first confirmation question and the first Import dialog appear late. A failed load is
 * thrown to the nearest error boundary.
 */
export function useOnDemand<T>(code: OnDemand<T>, when = true): T | undefined {
  const [value, setValue] = useState(code.current);
  const [error, setError] = useState<Error>();
  useEffect(() => {
    if (!when || value !== undefined) return;
    let live = true;
    code.preload().then(
      (loaded) => live && setValue(() => loaded),
      (failure: unknown) =>
        live && setError(failure instanceof Error ? failure : new Error(String(failure))),
    );
    return () => {
      live = false;
    };
  }, [code, when, value]);
  if (error) throw error;
  return value;
}

/** A component whose code loads on demand, with `preload` to start the load early (on hover, focus). */
export type OnDemandComponent<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code loads when it is first rendered; until then it renders `fallback` (the
 * plain text of a script, a stand-in button), or nothing.
 */
export function onDemandComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): OnDemandComponent<P> {
  const code = onDemand(load);
  function Loaded(props: P) {
    const Component = useOnDemand(code);
    // The component is the module's export, loaded once: the same one on every render.
    // eslint-disable-next-line react-hooks/static-components
    return Component ? <Component {...props} /> : fallback(props);
  }
  return Object.assign(Loaded, { preload: code.preload });
}
