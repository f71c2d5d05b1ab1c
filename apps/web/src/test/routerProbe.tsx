import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/** Where the app's router is, as a test reads it (renderApp and page tests). */
export interface RouterProbe {
  /** The committed location; throws before the router has rendered. */
  readonly location: Location;
  /** Called by <LocationProbe> with each committed location. */
  seen(location: Location): void;
}

/** A probe to render with <LocationProbe> inside the router. */
export function createRouterProbe(): RouterProbe {
  let current: Location | undefined;
  return {
    get location() {
      if (!current) throw new Error('The router has not rendered yet.');
      return current;
    },
    seen: (location) => {
      current = location;
    },
  };
}

/** Reports the router's committed location to the probe. */
export function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  useLayoutEffect(() => probe.seen(location), [probe, location]);
  return null;
}
