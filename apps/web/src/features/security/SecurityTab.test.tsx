import { MantineProvider } from '@mantine/core';
import type { AccessToken, AccountEvent, AccountSession } from '@relata/core';
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
  const bodies: unknown[] = [];
  let tokens: AccessToken[] = [
    {
      id: 't1',
      name: 'GitHub Actions',
      scope: 'write',
      projects: [{ id: 'p1', name: 'Shop' }],
      prefix: 'relata_pat_Ab3d',
      created_at: '2026-11-02T10:00:00.000Z',
      expires_at: '2027-01-31T10:00:00.000Z',
      last_used_at: minutesAgo(3),
      last_used_ip: '203.0.113.9',
    },
  ];
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/account/sessions') return json({ sessions });
      if (url === '/api/projects')
        return json([
          {
            id: 'p1',
            name: 'Shop',
            description: '',
            database_type: 'postgresql',
            color: 'blue',
            created_by: null,
            created_at: minutesAgo(999),
            users: [],
          },
          {
            id: 'p2',
            name: 'Warehouse',
            description: '',
            database_type: 'mysql',
            color: 'blue',
            created_by: null,
            created_at: minutesAgo(999),
            users: [],
          },
        ]);
      if (url === '/api/account/tokens' && method === 'GET') return json(tokens);
      if (url === '/api/account/tokens' && method === 'POST') {
        const body = JSON.parse(init?.body as string) as {
          name: string;
          projectIds: string[] | null;
          scope: 'read' | 'write';
        };
        bodies.push(body);
        if (body.name === 'Taken')
          return json(
            {
              error: {
                code: 'conflict',
                message: 'You have 50 access tokens: revoke one to create another',
              },
            },
            409,
          );
        const made: AccessToken = {
          ...tokens[0]!,
          id: 't2',
          name: body.name,
          scope: body.scope,
          projects:
            body.projectIds &&
            body.projectIds.map((id) => ({ id, name: id === 'p2' ? 'Warehouse' : 'Shop' })),
          last_used_at: null,
          last_used_ip: null,
          expires_at: null,
        };
        tokens = [made, ...tokens];
        return json({ ...made, token: `relata_pat_${'x'.repeat(43)}` }, 201);
      }
      if (method === 'DELETE' && url.startsWith('/api/account/tokens/')) {
        tokens = tokens.filter((t) => `/api/account/tokens/${t.id}` !== url);
        return json({ ok: true });
      }
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
  return Object.assign(calls, { bodies });
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

  it('lists access tokens, creates one shown once, and revokes one after confirming', async () => {
    const calls = stubServer();
    renderTab();
    const list = await screen.findByRole('list', { name: 'Access tokens' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item!.textContent).toContain('GitHub Actions');
    expect(item!.textContent).toContain('Read and write');
    expect(item!.textContent).toContain('Shop · relata_pat_Ab3d…');
    expect(item!.textContent).toContain('Created Nov 2, 2026 · Expires Jan 31, 2027');
    expect(item!.textContent).toContain('Last used 3 minutes ago from 203.0.113.9');

    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Chosen projects' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    // Nothing is sent without a name and a chosen project.
    expect(within(dialog).getByText('Token name is required')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one project')).toBeTruthy();
    expect(calls.bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'All projects' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Taken' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have 50 access tokens: revoke one to create another',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Laptop' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    dialog = await screen.findByRole('dialog', { name: 'Token created' });
    expect(calls.bodies.at(-1)).toEqual({
      name: 'Laptop',
      expiresInDays: 90,
      scope: 'read',
      projectIds: null,
    });
    expect(within(dialog).getByDisplayValue(`relata_pat_${'x'.repeat(43)}`)).toBeTruthy();
    expect(dialog.textContent).toContain('it is shown only this once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // Listed, the token itself is never shown again.
    expect(list.textContent).not.toContain('x'.repeat(43));

    fireEvent.click(screen.getByRole('button', { name: 'Revoke GitHub Actions' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Revoke token' });
    expect(calls).not.toContain('DELETE /api/account/tokens/t1');
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContain('DELETE /api/account/tokens/t1');
  });
});
