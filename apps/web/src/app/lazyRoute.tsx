import { use, type ComponentType, type ReactElement } from 'react';

/** A route's page whose module loads on first render; `preload` starts the load early. */
export type LazyRoutePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Loads a page's module on first visit: the first load of any page carries only the router,
 * the providers and that page's code (issue 18's budgets), and the editors' libraries stay in
 * their own chunks. The page suspends until its module is there: a navigation is a transition
 * (React Router's BrowserRouter), so the page being left stays on screen meanwhile, and the first
 * page of a visit shows the start-up overlay. Once loaded, the module is used without suspending.
 */
export function lazyElement<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
): ReactElement {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A chunk that failed to load (a deploy, the network) is tried again on the next visit.
        pending = undefined;
        throw error;
      },
    ));
  const LazyPage: LazyRoutePage = Object.assign(() => render(loaded ?? use(preload())), {
    preload,
  });
  return <LazyPage />;
}

/** The same for a page rendered without props: the module's export `name`. */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ReactElement {
  return lazyElement(load, (module) => {
    const Page: ComponentType = module[name];
    return <Page />;
  });
}
