import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/Providers';
import { AppRoutes } from '../app/AppRoutes';
import type { SessionData } from '../lib/session/session';
import { SESSION_QUERY_KEY } from '../lib/session/useSession';
import { createRouterProbe, LocationProbe, type RouterProbe } from './routerProbe';

export { testProfile, testSession } from './sessionFixtures';

/**
 * The stubbed server's realtime socket: it never opens and never closes. A real socket of jsdom
 * fails to connect, and the app checks the session when the connection is lost (SessionEffects):
 * that check, answered by no stubbed session, signed a later test's app out at random.
 */
class SilentSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = SilentSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(): void {}
  close(): void {}
}

/** JSON bodies the stubbed server answers, by request path (GET or not). */
export type ApiResponses = Readonly<Record<string, unknown>>;

/**
 * Renders the whole app at a path with a known session (null: signed out; 'pending': the
 * session request never answers). Requests to a path of `api` get its body as JSON; any other
 * request fails. The realtime socket stays connecting (SilentSocket).
 */
export function renderApp(
  path: string,
  session: SessionData | null | 'pending',
  api: ApiResponses = {},
): RenderResult & { router: RouterProbe } {
  // Each app starts as a new tab does: what an earlier test's pages kept for the tab (a sign-in's
  // pending redirect, which the shell follows on entering the app) is not there.
  sessionStorage.clear();
  vi.stubGlobal('WebSocket', SilentSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (session === 'pending') return new Promise(() => undefined);
      if (url in api) {
        const headers = { 'content-type': 'application/json' };
        return Promise.resolve(new Response(JSON.stringify(api[url]), { status: 200, headers }));
      }
      return Promise.reject(new Error(`unexpected fetch ${url}`));
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (session !== 'pending') queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const router = createRouterProbe();
  const result = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe probe={router} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, router };
}
