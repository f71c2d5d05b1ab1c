import { MantineProvider } from '@mantine/core';
import type { AccountEvent, AccountSession } from '@relata/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../app/dialogs/ConfirmDialog';
import { confirmStore } from '../../lib/confirm/confirmStore';
import { SecurityTab } from './SecurityTab';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const session = (id: string, current: boolean, agent: string, ip: string): AccountSession => ({
  id,
  created_at: minutesAgo(120),
  updated_at: minutesAgo(5),
  expires_at: '2099-01-01T00:00:00.000Z',
  ip_address: ip,
  user_agent: agent,
  current,
});

const event = (id: string, kind: AccountEvent['kind'], details: Record<string, string>) => ({
  id,
  kind,
  details,
  created_at: minutesAgo(Number(id)),
  ip_address: '198.51.100.7',
  user_agent: FIREFOX,
});

/** The server as the tab sees it: sessions that end when asked, and the calls it received. */
function stubServer() {
  let sessions = [
    session('s1', true, FIREFOX, '198.51.100.7'),
    session('s2', false, IPHONE, '203.0.113.4'),
    session('s3', false, IPHONE, '203.0.113.5'),
  ];
  const calls: string[] = [];
  const json = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/account/sessions') return json({ sessions });
      if (url === '/api/account/security')
        return json({
          events: [
            event('1', 'sign_in', { method: 'password' }),
            event('2', 'sign_in_failed', { reason: 'unauthenticated' }),
          ],
          next_before: null,
        });
      if (method === 'DELETE' && url.startsWith('/api/account/sessions/')) {
        sessions = sessions.filter((s) => `/api/account/sessions/${s.id}` !== url);
        return json({ ok: true });
      }
      if (method === 'POST' && url === '/api/account/sessions/end-others') {
        const ended = sessions.filter((s) => !s.current).length;
        sessions = sessions.filter((s) => s.current);
        return json({ ended });
      }
      return Promise.reject(new Error(`unexpected fetch ${method} ${url}`));
    }),
  );
  return calls;
}

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <SecurityTab />
        <ConfirmDialog />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  confirmStore.setState({ queue: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SecurityTab', () => {
  it('lists the events with what, when, address and device', async () => {
    stubServer();
    renderTab();
    const list = await screen.findByRole('list', { name: 'Recent security events' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Signed in with password1 minute ago · 198.51.100.7 · Firefox on Linux',
      'Failed sign-in: wrong e-mail or password2 minutes ago · 198.51.100.7 · Firefox on Linux',
    ]);
  });

  it('marks the current session and signs out one other session, then all others after confirming', async () => {
    const calls = stubServer();
    renderTab();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const [current, ...others] = within(list).getAllByRole('listitem');
    expect(within(current!).getByText('This device')).toBeTruthy();
    expect(within(current!).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(others.map((o) => within(o).queryByText('This device'))).toEqual([null, null]);

    fireEvent.click(
      screen.getByRole('button', { name: 'Sign out Safari on iPhone at 203.0.113.4' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls).toContain('DELETE /api/account/sessions/s2');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This one stays signed in.');
    expect(calls).not.toContain('POST /api/account/sessions/end-others');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContain('POST /api/account/sessions/end-others');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Sign out of all other sessions' })
        .disabled,
    ).toBe(true);
  });
});
