import { onDemandComponent } from '../../lib/onDemand';

/**
 * The project drawer (its project selector, navigation links and scroll area), loaded with the
 * project routes: their route preloads it beside the project layout, so it is there when a project
 * page first shows, and the dashboard starts without it.
 */
export const OnDemandProjectDrawer = onDemandComponent(
  async () => (await import('./ProjectDrawer')).ProjectDrawer,
);
