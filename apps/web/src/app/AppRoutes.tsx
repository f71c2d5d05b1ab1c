import { Suspense, useEffect, useMemo, useState } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { preloadRoutes, routesLoaded } from './lazyRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { appRoutes } from './routes';
import { ShellHandleContext, readShellHandle } from './shell/shellHandle';

/**
 * The route table rendered for the current location. React Router's declarative mode (a
 * `BrowserRouter` around this) rather than its data router, which weighed 16 KB more in every
 * first load for loaders and actions the app does not use. The matched routes' lazy pages load
 * side by side (lazyRoute.tsx); the first page of a visit renders once they are all there, under
 * the start-up overlay, as the data router did; a later navigation is a transition, and the page
 * being left stays on screen while the next one loads. The shell reads what the matched routes'
 * `handle`s tell it from ShellHandleContext.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(appRoutes, location);
  const matched = useMemo(
    () => (matchRoutes(appRoutes, location) ?? []).map(({ route }) => route),
    [location],
  );
  const shell = useMemo(() => readShellHandle(matched), [matched]);
  // Idempotent: a load already started or done is not started again.
  preloadRoutes(matched).catch(() => undefined);
  const [firstLoaded, setFirstLoaded] = useState(() => routesLoaded(matched));
  useEffect(() => {
    if (firstLoaded) return;
    let live = true;
    // A failed load renders anyway: the page throws it, to RouteErrorBoundary.
    const done = () => live && setFirstLoaded(true);
    preloadRoutes(matched).then(done, done);
    return () => {
      live = false;
    };
    // Only the first page of a visit waits here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!firstLoaded) return null;
  return (
    <ShellHandleContext value={shell}>
      <RouteErrorBoundary resetKey={location.pathname}>
        {/* Not shown while the first page waits above; a page loaded later suspends in a transition. */}
        <Suspense fallback={null}>{element}</Suspense>
      </RouteErrorBoundary>
    </ShellHandleContext>
  );
}
