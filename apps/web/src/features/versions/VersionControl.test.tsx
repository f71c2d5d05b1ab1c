import { MantineProvider } from '@mantine/core';
import {
  VERSION_NAME_REQUIRED,
  type Diagram,
  type Project,
  type Role,
  type VersionSummary,
} from '@relata/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../app/dialogs/ConfirmDialog';
import { confirmStore } from '../../lib/confirm/confirmStore';
import { projectKeys } from '../../lib/project/projectKeys';
import { toastStore } from '../../lib/toast/toast';
import { VersionControl } from './VersionControl';
import { createRouterProbe, LocationProbe } from '../../test/routerProbe';

const PROJECT = '00000000-0000-4000-8000-000000000001';
const PAGE = `/app/projects/${PROJECT}/settings/version-control`;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

function version(n: number, name: string, extra: Partial<VersionSummary> = {}): VersionSummary {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    project_id: PROJECT,
    name,
    description: '',
    automatic: false,
    reason: null,
    pinned: false,
    table_count: 2,
    size_bytes: 1000,
    created_by: 'u1',
    author: { name: 'Ada Lovelace', image: null },
    created_at: hoursAgo(n),
    expires_at: null,
    ...extra,
  };
}

const launch = version(1, 'Launch', { description: 'Schema at launch' });
const beforeImport = version(2, 'Before import', {
  automatic: true,
  reason: 'import',
  expires_at: new Date(Date.now() + 20.8 * 24 * 3600_000).toISOString(),
});
const draft = version(3, 'Draft');
const VERSIONS = [launch, beforeImport, draft];
const EMPTY: Diagram = {
  areas: [],
  tables: [],
  relationships: [],
  comments: [],
  types: [],
  views: [],
  extraSql: [],
};

function project(role: Role): Project {
  return {
    id: PROJECT,
    name: 'Shop',
    description: '',
    database_type: 'postgresql',
    color: '#333333',
    created_by: 'u1',
    created_at: hoursAgo(100),
    users: [{ user_id: 'u1', role }],
  };
}

/** The server as the page sees it, and the calls it received. */
function stubServer() {
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
      if (method === 'GET' && url.startsWith(`/api/projects/${PROJECT}/versions`)) {
        return json(VERSIONS);
      }
      if (method === 'POST' && url.endsWith('/restore')) {
        const before = version(0, 'Before restoring “Launch”', {
          automatic: true,
          reason: 'restore',
        });
        return json({ diagram: EMPTY, before });
      }
      return Promise.reject(new Error(`unexpected fetch ${method} ${url}`));
    }),
  );
  return calls;
}

function renderPage(role: Role) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouterProbe();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter initialEntries={[PAGE]}>
          <Routes>
            <Route
              path="/app/projects/:id/settings/version-control"
              element={<VersionControl project={project(role)} />}
            />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe probe={router} />
        </MemoryRouter>
        <ConfirmDialog />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

async function items() {
  const list = await screen.findByRole('list', { name: 'Versions' });
  return within(list).getAllByRole('listitem');
}

beforeEach(() => {
  confirmStore.setState({ queue: [] });
  toastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VersionControl', () => {
  it('lists versions newest first with author, time, and an automatic one with reason and expiry', async () => {
    stubServer();
    renderPage('Viewer');
    const [first, second] = await items();
    expect(first!.textContent).toContain('Launch');
    expect(first!.textContent).toContain('Schema at launch');
    expect(first!.textContent).toContain('Ada Lovelace · 1 hour ago · 2 tables');
    expect(within(second!).getByText('Automatic')).toBeTruthy();
    expect(second!.textContent).toContain('Saved before an import · Expires in 21 days');
    expect(within(first!).getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
  });

  it('shows a Viewer compare only, without any write control', async () => {
    stubServer();
    renderPage('Viewer');
    const [first] = await items();
    expect(
      within(first!).getByRole('link', { name: 'Compare with current' }).getAttribute('href'),
    ).toBe(`/app/projects/${PROJECT}/visualizer?compare=${launch.id}`);
    expect(screen.queryByRole('button', { name: 'Save version' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it('gives Editors and Admins Save version, Restore and the more-actions menu', async () => {
    stubServer();
    renderPage('Editor');
    const [first] = await items();
    expect(screen.getByRole('button', { name: 'Save version' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'More actions for Launch' })).toBeTruthy();
  });

  it('compares two chosen versions, the older first', async () => {
    stubServer();
    const { router } = renderPage('Viewer');
    await items();
    const compare = screen.getByRole<HTMLButtonElement>('button', { name: 'Compare' });
    expect(compare.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Launch for comparison' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Draft for comparison' }));
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', {
        name: 'Choose Before import for comparison',
      }).disabled,
    ).toBe(true);
    expect(compare.disabled).toBe(false);
    fireEvent.click(compare);
    await waitFor(() =>
      expect(router.location.pathname).toBe(`/app/projects/${PROJECT}/visualizer`),
    );
    expect(router.location.search).toBe(`?compare=${draft.id}&to=${launch.id}`);
  });

  it("asks for a name with the server's message before saving", async () => {
    const calls = stubServer();
    renderPage('Editor');
    await items();
    fireEvent.click(screen.getByRole('button', { name: 'Save version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save version' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save version' }));
    expect(await within(dialog).findByText(VERSION_NAME_REQUIRED)).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('restores after confirming, puts the answer in the diagram cache and offers Undo', async () => {
    const calls = stubServer();
    const { queryClient } = renderPage('Editor');
    const [first] = await items();
    fireEvent.click(within(first!).getByRole('button', { name: 'Restore' }));
    const question = await screen.findByRole('dialog', { name: 'Restore Version' });
    expect(question.textContent).toContain('Restore "Launch"?');
    fireEvent.click(within(question).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]?.title).toBe('Version restored'));
    expect(calls).toContain(`POST /api/projects/${PROJECT}/versions/${launch.id}/restore`);
    expect(queryClient.getQueryData(projectKeys.diagram(PROJECT))).toEqual(EMPTY);

    const restored = toastStore.getState().toasts[0];
    expect(restored?.message).toBe('The diagram is now "Launch".');
    expect(restored?.actionLabel).toBe('Undo');
    restored?.actionFn?.();
    await waitFor(() => expect(toastStore.getState().toasts[0]?.title).toBe('Restore undone'));
    expect(calls).toContain(`POST /api/projects/${PROJECT}/versions/${version(0, '').id}/restore`);
  });
});
