import { isValidElement, use, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** A route's page whose module loads on first render; `preload` starts the load early. */
export type LazyRoutePage = ComponentType & {
  preload: () => Promise<unknown>;
  /** Whether the module is there, so that the page renders without suspending. */
  loaded: () => boolean;
};

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
    // A load that failed (a new release replaced the chunk, the network dropped) stays failed, so
    // that the page throws it to RouteErrorBoundary, which offers a reload, rather than starting
    // the load again at every render and staying blank.
    (pending ??= load().then((module) => (loaded = module)));
  const LazyPage: LazyRoutePage = Object.assign(() => render(loaded ?? use(preload())), {
    preload,
    loaded: () => loaded !== undefined,
  });
  return <LazyPage />;
}

function lazyPageOf(element: ReactNode): LazyRoutePage | undefined {
  if (!isValidElement(element) || typeof element.type !== 'function') return undefined;
  return 'preload' in element.type ? (element.type as LazyRoutePage) : undefined;
}

/**
 * Starts loading the lazy pages of the matched routes side by side: rendered one inside the other,
 * each would start its child's load only once its own had arrived.
 */
export function preloadRoutes(routes: readonly { element?: ReactNode }[]): Promise<unknown> {
  return Promise.all(
    routes.flatMap((route) => {
      const page = lazyPageOf(route.element);
      return page ? [page.preload()] : [];
    }),
  );
}

/** Whether every lazy page of the matched routes has loaded. */
export function routesLoaded(routes: readonly { element?: ReactNode }[]): boolean {
  return routes.every((route) => lazyPageOf(route.element)?.loaded() ?? true);
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
