import { MantineProvider } from '@mantine/core';
import type { CreatedShare, Project, ShareLink } from '@relata/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../app/dialogs/ConfirmDialog';
import { confirmStore } from '../../lib/confirm/confirmStore';
import { realtime } from '../../lib/realtime/realtimeClient';
import { toastStore } from '../../lib/toast/toast';
import { NO_SHARE_LINKS } from './ShareLinkList';
import { SharingSettingsPage } from './SharingSettingsPage';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const BASE = `/api/projects/${PROJECT}/shares`;
const project = (role: 'Admin' | 'Editor'): Project => ({
  id: PROJECT,
  name: 'Shop',
  description: '',
  database_type: 'postgresql',
  color: '#333333',
  created_by: 'u1',
  created_at: '2026-01-01T00:00:00.000Z',
  users: [{ user_id: 'u1', role }],
});

const review: ShareLink = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Client review',
  prefix: 'Ab3dEf',
  created_at: '2026-11-02T10:00:00.000Z',
  expires_at: null,
  has_password: true,
  include_sql: false,
  live: true,
  embed: 'origins',
  embed_origins: ['https://wiki.example.com'],
  created_by: { id: 'u1', name: 'Ada Lovelace' },
  last_opened_at: null,
};
const TOKEN = 'ZyXwVuTsRqPoNmLkJiHgFe';

/** A socket double, to play the server's realtime changes. */
class FakeSocket {
  static readonly OPEN = 1;
  static latest: FakeSocket | undefined;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.latest = this;
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
}

type Answer = { status?: number; body: unknown };

/** The server as the page sees it: the links it keeps, the calls and bodies it received. */
function stubServer() {
  let links: ShareLink[] = [review];
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const json = ({ status = 200, body }: Answer) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const call = `${init.method ?? 'GET'} ${url}`;
      calls.push(call);
      if (call === `GET ${BASE}`) return json({ body: links });
      if (call === `POST ${BASE}`) {
        const body = JSON.parse(init.body as string) as { name: string };
        bodies.push(body);
        if (body.name === 'Taken')
          return json({
            status: 422,
            body: {
              error: {
                code: 'validation_failed',
                message: 'Please fill in the required fields.',
                fields: {
                  'embedOrigins.0':
                    'must be an origin such as https://wiki.example.com, with no path',
                },
              },
            },
          });
        const made: CreatedShare = {
          ...review,
          id: '00000000-0000-4000-8000-0000000000a2',
          name: body.name,
          has_password: false,
          embed: 'any',
          embed_origins: [],
          token: TOKEN,
          url: `https://relata.example.com/s/${TOKEN}`,
          embed_url: `https://relata.example.com/embed/${TOKEN}`,
        };
        links = [made, ...links];
        return json({ status: 201, body: made });
      }
      if (call === `DELETE ${BASE}/${review.id}`) {
        links = links.filter((l) => l.id !== review.id);
        return json({ body: { ok: true } });
      }
      return Promise.reject(new Error(`unexpected fetch ${call}`));
    }),
  );
  return {
    calls,
    bodies,
    /** Another Admin's change of the list, behind the page's back. */
    setLinks: (next: ShareLink[]) => (links = next),
  };
}

function renderPage(role: 'Admin' | 'Editor' = 'Admin') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The project's shell has loaded the project (ProjectLayout).
  queryClient.setQueryData(['projects', PROJECT], project(role));
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter initialEntries={['/settings/sharing']}>
          <Routes>
            <Route path="/settings" element={<Outlet context={project(role)} />}>
              <Route path="sharing" element={<SharingSettingsPage />} />
            </Route>
          </Routes>
        </MemoryRouter>
        <ConfirmDialog />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  confirmStore.setState({ queue: [] });
  toastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  realtime.stop();
  vi.unstubAllGlobals();
});

describe('SharingSettingsPage', () => {
  it('lists each link with its settings, and refetches when another Admin changes them', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const server = stubServer();
    realtime.start();
    act(() => {
      FakeSocket.latest!.readyState = 1;
      FakeSocket.latest!.onopen?.();
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharing' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Share links' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item!.textContent).toContain('Client review');
    expect(item!.textContent).toContain(
      'Ab3dEf… · Created by Ada Lovelace · Created Nov 2, 2026 · Expires: Never',
    );
    expect(item!.textContent).toContain(
      'Password: yes · SQL and exports: not included · Live: yes · Embedding: https://wiki.example.com · Never opened',
    );

    server.setLinks([]);
    act(() =>
      FakeSocket.latest!.onmessage?.({
        data: JSON.stringify({
          type: 'change',
          channel: `project:${PROJECT}`,
          change: {
            table: 'share_links',
            operation: 'DELETE',
            record: null,
            old_record: { id: review.id, project_id: PROJECT },
          },
        }),
      }),
    );
    expect(await screen.findByText(NO_SHARE_LINKS)).toBeTruthy();
  });

  it('creates a link and shows its addresses and embed code once', async () => {
    const { bodies } = stubServer();
    renderPage();
    await screen.findByRole('list', { name: 'Share links' });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create share link' });
    const field = (name: RegExp) => within(dialog).getByLabelText(name);

    // Nothing is sent while the form breaks core's rules.
    fireEvent.change(field(/^Password/), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Only these origins' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByText('Link name is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(
      within(dialog).getByText('List at least one origin that may embed the link'),
    ).toBeTruthy();
    expect(bodies).toEqual([]);

    // The server's field messages show under their fields.
    fireEvent.change(field(/^Name/), { target: { value: 'Taken' } });
    fireEvent.change(field(/^Password/), { target: { value: '' } });
    fireEvent.change(field(/^Origins/), { target: { value: 'https://wiki.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(
      await within(dialog).findByText(
        'https://wiki.example.com must be an origin such as https://wiki.example.com, with no path',
      ),
    ).toBeTruthy();

    fireEvent.change(field(/^Name/), { target: { value: 'Wiki page' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Any site' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: /Include SQL and exports/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    dialog = await screen.findByRole('dialog', { name: 'Link created' });
    expect(bodies.at(-1)).toEqual({
      name: 'Wiki page',
      expiresInDays: 30,
      password: null,
      includeSql: true,
      live: true,
      embed: 'any',
      embedOrigins: [],
    });
    expect(dialog.textContent).toContain('it is shown only this once');
    expect(within(dialog).getByDisplayValue(`https://relata.example.com/s/${TOKEN}`)).toBeTruthy();
    expect(
      within(dialog).getByDisplayValue(`https://relata.example.com/embed/${TOKEN}`),
    ).toBeTruthy();
    expect(
      within(dialog).getByDisplayValue(
        `<iframe src="https://relata.example.com/embed/${TOKEN}" width="100%" height="600" style="border:0" title="Shop"></iframe>`,
      ),
    ).toBeTruthy();
    for (const copy of ['Copy link', 'Copy embed link', 'Copy embed code'])
      expect(within(dialog).getByRole('button', { name: copy })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const list = screen.getByRole('list', { name: 'Share links' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // Listed, the token is never shown again.
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('revokes a link only after confirming', async () => {
    const { calls } = stubServer();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Share links' });
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke Client review' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Revoke link' });
    expect(calls).not.toContain(`DELETE ${BASE}/${review.id}`);
    fireEvent.click(within(confirmDialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(NO_SHARE_LINKS)).toBeTruthy();
    expect(calls).toContain(`DELETE ${BASE}/${review.id}`);
  });

  it('tells other members that only Admins manage links, and asks the server nothing', async () => {
    const { calls } = stubServer();
    renderPage('Editor');
    expect(await screen.findByText('Only Admins can make and revoke share links.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
