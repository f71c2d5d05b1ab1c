import { Suspense, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { appRoutes } from './routes';
import { ShellHandleContext, readShellHandle } from './shell/shellHandle';

/**
 * The route table rendered for the current location. React Router's declarative mode (a
 * `BrowserRouter` around this) rather than its data router, which weighed 16 KB more in every
 * first load for loaders and actions the app does not use. Lazy pages suspend (lazyRoute.tsx);
 * the shell reads what the matched routes' `handle`s tell it from ShellHandleContext.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(appRoutes, location);
  const shell = useMemo(
    () => readShellHandle((matchRoutes(appRoutes, location) ?? []).map(({ route }) => route)),
    [location],
  );
  return (
    <ShellHandleContext value={shell}>
      {/* The first page of a visit loads under the start-up overlay: nothing else needs showing. */}
      <Suspense fallback={null}>{element}</Suspense>
    </ShellHandleContext>
  );
}
