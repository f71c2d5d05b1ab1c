import { cleanup, screen, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp, testSession, type ApiResponses } from '../test/renderApp';
import type { LazyRoutePage } from './lazyRoute';
import { appRoutes } from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Every lazy page's `preload` in a route tree. */
function lazyLoaders(routes: readonly RouteObject[]): (() => Promise<unknown>)[] {
  return routes.flatMap((route) => {
    const page: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = (page as Partial<LazyRoutePage> | undefined)?.preload;
    return [...(preload ? [preload] : []), ...lazyLoaders(route.children ?? [])];
  });
}

// The editors are lazy routes with large libraries; their modules are loaded once before the
// tests, as a browser has them after the first visit. How long transforming them takes on a busy
// machine (over 5 s was seen in a full CI run) is no part of what a route test checks.
beforeAll(async () => {
  const loaders = lazyLoaders(appRoutes);
  expect(loaders.length).toBeGreaterThan(0);
  await Promise.all(loaders.map((load) => load()));
}, 120_000);

async function expectAt(router: ReturnType<typeof renderApp>['router'], location: string) {
  // A redirect below a lazy route waits for its page's module; the first import of a page is
  // transformed on the spot, which took more than 5 s when the web files ran side by side.
  await waitFor(
    () => {
      const { pathname, search } = router.location;
      expect(pathname + search).toBe(location);
    },
    { timeout: 15_000 },
  );
}

/** Every screen of the route table and the heading it shows for a signed-in user. */
const SCREENS: [string, string][] = [
  ['/app', 'Welcome back, Ada!'],
  ['/app/profile', 'Your Profile'],
  ['/app/settings', 'Settings'],
  ['/app/upgrade-plan', 'Upgrade Plan'],
  ['/app/payment/success', 'Thank you for placing your order!'],
  ['/app/account', 'Account'],
  ['/app/payment', 'Payment'],
  ['/app/projects/accept-invite/tok3n', 'Invitation'],
  ['/app/projects/accept-invite', 'Invitation'],
  ['/app/projects/create', 'Create Project'],
  ['/app/projects/7', 'Shop'],
  ['/app/projects/7/documentation', 'Documentation'],
  ['/app/projects/7/visualizer', 'Visualizer'],
  ['/app/projects/7/tasks', 'Tasks'],
  ['/app/projects/7/sql-editor', 'SQL Editor'],
  ['/app/projects/7/wireframes', 'Wireframes'],
  ['/app/projects/7/team', 'Team'],
  ['/app/projects/7/settings/general', 'General'],
  ['/app/projects/7/settings/visualization', 'Visualization'],
  ['/app/projects/7/settings/version-control', 'Version Control'],
  ['/app/projects/7/settings/database', 'Database'],
  ['/app/projects/7/settings/sharing', 'Sharing'],
  ['/app/projects/7/edit', 'Edit Project'],
  ['/reset-password', 'Reset Password'],
];

/** The project the project routes load (the shell renders its pages once it is loaded). */
const API: ApiResponses = {
  '/api/projects/7': {
    id: '7',
    name: 'Shop',
    description: '',
    database_type: 'mysql',
    color: '#333333',
    created_by: 'u1',
    created_at: '2026-01-01T00:00:00.000Z',
    users: [{ user_id: 'u1', role: 'Admin' }],
  },
};

describe('route table', () => {
  it.each(SCREENS)(
    '%s shows "%s"',
    async (path, heading) => {
      const { router } = renderApp(path, testSession(), API);
      // The editors are lazy routes with large libraries and large DOMs: an <h1> query by text stays
      // fast where a role query over the whole tree would not.
      const found = await screen.findByText(heading, { selector: 'h1' });
      expect(found).toBeTruthy();
      expect(router.location.pathname).toBe(path);
    },
    15_000,
  );

  it.each([
    ['/login', 'Login'],
    ['/register', 'Registration'],
    ['/request-reset-password', 'Reset Your Password'],
  ])('%s shows "%s" when signed out', async (path, heading) => {
    renderApp(path, null);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it.each([
    ['/s/AbCdEfGhIjKlMnOpQrStUv', null],
    ['/embed/AbCdEfGhIjKlMnOpQrStUv', testSession()],
  ] as const)('%s shows a share link to anyone, signed in or not', async (path, session) => {
    const locked = { locked: true, project: null, visualization: null, include_sql: false };
    const { router } = renderApp(path, session, {
      '/api/share': { ...locked, live: false, expires_at: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Password needed' })).toBeTruthy();
    expect(router.location.pathname).toBe(path);
  });

  it('sends the empty path to /login', async () => {
    const { router } = renderApp('/', null);
    await expectAt(router, '/login');
  });

  it('sends unknown paths to /app, and signed-out users on to /login', async () => {
    const signedIn = renderApp('/no/such/page', testSession());
    await expectAt(signedIn.router, '/app');
    cleanup();
    const signedOut = renderApp('/no/such/page', null);
    await expectAt(signedOut.router, '/login');
  });

  it('sends signed-in users from the guest pages to /app', async () => {
    for (const path of ['/login', '/register', '/request-reset-password']) {
      const { router } = renderApp(path, testSession());
      await expectAt(router, '/app');
      cleanup();
    }
  });

  it('sends signed-out users from guarded pages to /login', async () => {
    for (const path of ['/app', '/reset-password', '/onboarding?step=1']) {
      const { router } = renderApp(path, null);
      await expectAt(router, '/login');
      cleanup();
    }
    const deep = renderApp('/app/projects/7/tasks', null);
    await expectAt(deep.router, '/login?redirect=%2Fapp%2Fprojects%2F7%2Ftasks');
    // The login page keeps the deep link for this tab, to go on there after the sign-in (a later
    // test's app is a new tab, which must not).
    await waitFor(() =>
      expect(Object.values({ ...sessionStorage })).toContain('/app/projects/7/tasks'),
    );
  });

  it('sends an unfinished onboarding to /onboarding?step=0 and a finished one away from it', async () => {
    const unfinished = renderApp('/app/profile', testSession({ onboarding_finished: false }));
    await expectAt(unfinished.router, '/onboarding?step=0');
    cleanup();
    const finished = renderApp('/onboarding?step=1', testSession());
    await expectAt(finished.router, '/app');
  });

  it('applies the fixed redirects of the table', async () => {
    const cancel = renderApp('/app/payment/cancel', testSession());
    await expectAt(cancel.router, '/app/upgrade-plan');
    cleanup();
    const settings = renderApp('/app/projects/7/settings', testSession(), API);
    await expectAt(settings.router, '/app/projects/7/settings/general');
  });

  it('checks the state of /verify-email without waiting for the session', async () => {
    const valid = renderApp('/verify-email?state=not-confirmed', 'pending');
    expect(await screen.findByRole('heading', { name: 'Verify Your Email' })).toBeTruthy();
    expect(screen.getByText('Please check your email for a verification link.')).toBeTruthy();
    expect(valid.router.location.pathname).toBe('/verify-email');
    cleanup();
    const invalid = renderApp('/verify-email?state=verified', 'pending');
    await expectAt(invalid.router, '/login');
  });

  it('shows nothing of a guarded page while the session is unknown', async () => {
    const { router } = renderApp('/app/profile', 'pending');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).toBeNull();
    expect(router.location.pathname).toBe('/app/profile');
  });
});
