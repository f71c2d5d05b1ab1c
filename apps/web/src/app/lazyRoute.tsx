import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router';

/**
 * Loads a page's module on first visit: the first load of any page carries only the router,
 * the providers and that page's code (issue 18's budgets), and the editors' libraries stay in
 * their own chunks.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/** The same for a page rendered with props: `render` builds the element from the loaded module. */
export function lazyElement<M>(
  load: () => Promise<M>,
  render: (module: M) => ReactElement,
): RouteObject['lazy'] {
  return async () => ({ element: render(await load()) });
}
