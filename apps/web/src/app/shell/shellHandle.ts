import { createContext, useContext } from 'react';

/** What a route tells the app shell through its `handle`. */
export interface ShellHandle {
  /** Project routes show the menu button and the project drawer (spec 2 §2). */
  projectMenu?: boolean;
  /** Editors use the whole area: no padding and no footer. */
  fullBleed?: boolean;
  /**
   * Printing shows the page's content alone, black on white: no header, drawer, footer or toasts,
   * and nothing clipped to the window's height (the data dictionary). Other pages print as the
   * browser lays them out.
   */
  printContentOnly?: boolean;
}

function isShellHandle(value: unknown): value is ShellHandle {
  return typeof value === 'object' && value !== null;
}

/** Merges the handles of the matched routes, the deepest route winning. */
export function readShellHandle(routes: readonly { handle?: unknown }[]): ShellHandle {
  return routes.reduce<ShellHandle>(
    (merged, route) => (isShellHandle(route.handle) ? { ...merged, ...route.handle } : merged),
    {},
  );
}

/** The merged handle of the routes matching the current location (AppRoutes provides it). */
export const ShellHandleContext = createContext<ShellHandle>({});

/** What the matched routes tell the shell. */
export function useShellHandle(): ShellHandle {
  return useContext(ShellHandleContext);
}
